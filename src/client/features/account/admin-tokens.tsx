import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminTokenSummary, IssuedAdminToken } from '../../../shared/api/auth';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { activeTokens, ADMIN_TOKENS_KEY as TOKENS_KEY } from './admin-token-query';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Tokens for scripts and other devices: shown once when issued, revocable at any time. */
export function AdminTokens() {
  const queryClient = useQueryClient();
  const tokens = useQuery<AdminTokenSummary[]>({ queryKey: TOKENS_KEY });
  const [issued, setIssued] = useState<IssuedAdminToken | null>(null);

  const issue = useMutation({
    mutationFn: () => apiRequest<IssuedAdminToken>('POST', '/api/auth/admin-token', {}),
    onSuccess: (token) => {
      setIssued(token);
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (error: Error) => toast({ variant: 'destructive', title: 'Error', description: error.message }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/auth/admin-token/${id}`),
    onSuccess: () => {
      toast({ title: 'Token revoked' });
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });

  const active = activeTokens(tokens.data ?? []);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        An admin token lets a script or another browser call <code>/api/admin</code> without signing in. It
        expires after 30 days.
      </p>
      <Button variant="outline" onClick={() => issue.mutate()} disabled={issue.isPending}>
        Issue Admin Token
      </Button>
      {issued ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
          <p className="font-medium text-slate-900 dark:text-white">Copy it now: it is not shown again.</p>
          <code className="mt-2 block break-all text-slate-800 dark:text-slate-100">{issued.token}</code>
          <Button
            variant="ghost"
            className="mt-2"
            onClick={() => {
              localStorage.setItem('adminToken', issued.token);
              toast({ title: 'Saved in this browser' });
            }}
          >
            Use in this browser
          </Button>
        </div>
      ) : null}
      <ul
        className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
        aria-label="Active admin tokens"
      >
        {active.map((token) => (
          <li key={token.id} className="flex items-center justify-between py-2">
            <span className="text-slate-700 dark:text-slate-300">
              Issued {dateFormat.format(new Date(token.createdAt))}, expires{' '}
              {dateFormat.format(new Date(token.expiresAt))}
            </span>
            <ConfirmDialog
              title="Revoke this admin token?"
              confirmLabel="Revoke"
              onConfirm={() => revoke.mutate(token.id)}
              trigger={<Button variant="ghost">Revoke</Button>}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
