import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { generateAllReplySchema, screenshotStatusSchema } from '../../../shared/api/admin-screenshots';
import { socialPlatformNames } from '../../../shared/social-platforms';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { adminPaths, useAdminQuery } from './admin-api';
import { AdminCard, Badge, ErrorRow, LoadingRow } from './admin-card';
import { formatDateTime } from './format';
import { PlatformCard } from './platform-card';

/** Spec §2 Screenshots: scheduler status, Refresh, Generate All, six platforms and "How It Works". */
export function ScreenshotsTab({ isOpen }: { isOpen: boolean }) {
  const queryClient = useQueryClient();
  const status = useAdminQuery(adminPaths.screenshotStatus, screenshotStatusSchema, isOpen);
  const generateAll = useMutation({
    mutationFn: () => apiRequest('POST', '/api/screenshots/generate', undefined, generateAllReplySchema),
    onSuccess: () => {
      toast({
        title: 'Screenshot Generation Started',
        description: 'Daily screenshots are being generated for all platforms.',
      });
      void queryClient.invalidateQueries({ queryKey: [adminPaths.screenshotStatus] });
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Generation Failed',
        description: 'Failed to start screenshot generation.',
      }),
  });
  const data = status.data;
  return (
    <div className="space-y-6">
      <AdminCard
        title="Screenshot Scheduler"
        actions={
          <>
            <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
              <RefreshCw
                aria-hidden="true"
                className={`h-4 w-4 ${status.isFetching ? 'animate-spin' : ''}`}
              />{' '}
              Refresh
            </Button>
            <Button onClick={() => generateAll.mutate()} disabled={generateAll.isPending}>
              {generateAll.isPending ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="h-4 w-4" />
              )}
              Generate All
            </Button>
          </>
        }
      >
        {status.isLoading ? <LoadingRow /> : null}
        {status.isError ? <ErrorRow error={status.error} /> : null}
        {data ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Status</dt>
              <dd className="mt-1">
                <Badge tone={data.isRunning ? 'green' : 'gray'}>
                  {data.isRunning ? 'Running' : 'Stopped'}
                </Badge>
                {data.isGenerating ? (
                  <span className="ml-2 text-slate-600 dark:text-slate-300">Generating now…</span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Next run</dt>
              <dd className="mt-1 text-slate-900 dark:text-white">
                {data.nextRun ? formatDateTime(data.nextRun) : 'Not scheduled'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Method</dt>
              <dd className="mt-1 text-slate-900 dark:text-white">
                {data.mode === 'chromium' ? 'Screenshot of the live site (Chromium)' : 'Branded card'}
              </dd>
            </div>
          </dl>
        ) : null}
      </AdminCard>
      <ul aria-label="Platforms" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {socialPlatformNames.map((platform) => (
          <PlatformCard
            key={platform}
            platform={platform}
            image={data?.images.find((image) => image.platform === platform)}
          />
        ))}
      </ul>
      <AdminCard title="How It Works">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>Screenshots are made automatically every day at 2:00 AM.</li>
          <li>Each platform gets its own dimensions, for example 1200x630 or 1200x675.</li>
          <li>Every image carries a branded overlay with the date and a platform badge.</li>
          <li>Generate one platform, or all of them, manually at any time.</li>
        </ul>
      </AdminCard>
    </div>
  );
}
