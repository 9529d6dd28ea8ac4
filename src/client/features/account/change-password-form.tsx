import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AdminTokenSummary, MIN_PASSWORD_LENGTH } from '../../../shared/api/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { ADMIN_TOKENS_KEY, activeTokens } from './admin-token-query';
import { passwordChangeNotice } from './password-change-notice';

const fieldClass =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/** The admin token this browser keeps for /api/admin calls (spec §7); a change revokes it too. */
function forgetThisBrowsersToken(): void {
  try {
    localStorage.removeItem('adminToken');
  } catch {
    // Storage refused (private mode): nothing was kept, so nothing to forget.
  }
}

export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const tokens = useQuery<AdminTokenSummary[]>({ queryKey: ADMIN_TOKENS_KEY });
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  // The question replaces the button the owner just pressed: keyboard focus follows it there.
  useEffect(() => {
    if (isConfirming) confirmRef.current?.querySelector('button')?.focus();
  }, [isConfirming]);
  const notice = passwordChangeNotice(tokens.data ? activeTokens(tokens.data).length : null);

  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/password', { currentPassword, newPassword }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
      setConfirmation('');
      forgetThisBrowsersToken();
      void queryClient.invalidateQueries({ queryKey: ADMIN_TOKENS_KEY });
      toast({
        title: 'Password changed',
        description:
          'Other sessions were signed out and every admin token was revoked. Use the new password the next time you sign in.',
      });
    },
    onSettled: () => setConfirming(false),
    onError: (error: Error) => {
      setProblem(
        error.message.startsWith('400:')
          ? 'The current password is not correct.'
          : error.message.replace(/^\d+: /, ''),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      return setProblem(`The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (newPassword !== confirmation) return setProblem('The two new passwords do not match.');
    setProblem(null);
    setConfirming(true);
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Change password">
      <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Current password
        <input
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
          className={fieldClass}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        New password
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
          className={fieldClass}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Confirm new password
        <input
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          className={fieldClass}
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {isConfirming ? (
        <div
          ref={confirmRef}
          role="alertdialog"
          aria-labelledby="password-change-confirm-title"
          aria-describedby="password-change-confirm-text"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          <p id="password-change-confirm-title" className="font-medium text-slate-900 dark:text-white">
            Change the password now?
          </p>
          <p id="password-change-confirm-text" className="mt-1 text-slate-800 dark:text-slate-100">
            {notice}
          </p>
          <div className="mt-3 flex gap-2">
            <Button type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Yes, Change Password'}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={mutation.isPending}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{notice}</p>
          <Button type="submit">Change Password</Button>
        </>
      )}
    </form>
  );
}
