import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, HeartPulse, KeyRound, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type Certificate,
  type CertificateType,
  certificateHealthSchema,
} from '../../../shared/api/admin-certificates';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { type ToastInput, toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { adminPaths, refreshAfterChange } from './admin-api';
import { Badge } from './admin-card';
import { certificateTypeLabels } from './certificate-type-labels';
import { describeHealth } from './describe-health';
import { describeError, formatDate, formatDateTime } from './format';
import { openInNewTab } from './open-in-new-tab';

function typeLabel(type: string): string {
  return certificateTypeLabels[type as CertificateType] ?? type;
}

/** One certificate (spec §2): badges, health check, downloads only when there is data, delete. */
export function CertificateRow({ certificate }: { certificate: Certificate }) {
  const queryClient = useQueryClient();
  const base = `/api/tools/certificates/${certificate.id}`;

  // The result also stays on the card until the next check: a toast is gone after five seconds.
  const [lastHealth, setLastHealth] = useState<{ report: ToastInput; checkedAt: Date } | null>(null);
  const health = useMutation({
    mutationFn: () => apiRequest('GET', `${base}/health`, undefined, certificateHealthSchema),
    onSuccess: (result) => {
      const report = describeHealth(result);
      setLastHealth({ report, checkedAt: new Date() });
      toast(report);
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Health Check Failed',
        description: 'Unable to check certificate health',
      }),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', base),
    onSuccess: () => {
      toast({ title: 'Certificate deleted' });
      refreshAfterChange(queryClient, adminPaths.certificates);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
  });

  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-white">{certificate.name}</h3>
          <Badge tone={certificate.isActive ? 'green' : 'gray'}>
            {certificate.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <Badge tone="blue">{typeLabel(certificate.type)}</Badge>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{certificate.domain}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Added {formatDateTime(certificate.createdAt)}
          {certificate.expiresAt ? ` · Expires ${formatDate(certificate.expiresAt)}` : ''}
        </p>
        {lastHealth ? (
          <section
            aria-label={`Last health check of ${certificate.name}`}
            className={`mt-2 rounded-md border p-2 text-xs ${
              lastHealth.report.variant === 'destructive'
                ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
                : 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
            }`}
          >
            <p className="font-semibold">
              {lastHealth.report.title}{' '}
              <span className="font-normal opacity-80">
                (checked {formatDateTime(lastHealth.checkedAt.toISOString())})
              </span>
            </p>
            <p className="mt-1 whitespace-pre-line">{lastHealth.report.description}</p>
          </section>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => health.mutate()}
          disabled={health.isPending}
          aria-label={`Check health of ${certificate.name}`}
        >
          {health.isPending ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <HeartPulse aria-hidden="true" className="h-4 w-4" />
          )}
          Health Check
        </Button>
        {certificate.hasCertificate ? (
          <Button
            variant="outline"
            onClick={() => openInNewTab(`${base}/download/certificate`)}
            aria-label={`Download certificate of ${certificate.name}`}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Certificate
          </Button>
        ) : null}
        {certificate.hasPrivateKey ? (
          <Button
            variant="outline"
            onClick={() => openInNewTab(`${base}/download/private-key`)}
            aria-label={`Download private key of ${certificate.name}`}
          >
            <KeyRound aria-hidden="true" className="h-4 w-4" /> Private Key
          </Button>
        ) : null}
        <ConfirmDialog
          title={`Delete certificate "${certificate.name}"?`}
          onConfirm={() => remove.mutate()}
          trigger={
            <Button
              variant="ghost"
              aria-label={`Delete certificate ${certificate.name}`}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" />
            </Button>
          }
        />
      </div>
    </li>
  );
}
