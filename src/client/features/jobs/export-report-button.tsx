import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';

const REPORT_URL = '/api/job/export.csv';

/** Whether the server answers the owner now: a cheap call, so the report itself is asked for once. */
async function canReachServer(): Promise<boolean> {
  try {
    const reply = await fetch('/api/auth/user', { cache: 'no-store' });
    return reply.ok;
  } catch {
    return false;
  }
}

/**
 * Export Report: the browser downloads the streamed CSV itself (any size, straight to disk). A
 * download that cannot start fails silently in every browser, so the server is asked first and,
 * when it cannot be reached, the owner gets the error toast the other actions give (spec §8).
 */
export function ExportReportButton() {
  const [isChecking, setChecking] = useState(false);
  return (
    <Button asChild variant="outline">
      <a
        href={REPORT_URL}
        download
        aria-busy={isChecking || undefined}
        onClick={async (event) => {
          if (event.currentTarget.dataset.checked === 'yes') return;
          event.preventDefault();
          const link = event.currentTarget;
          setChecking(true);
          const isReachable = await canReachServer();
          setChecking(false);
          if (!isReachable) {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: 'Failed to export the report. Please try again.',
            });
            return;
          }
          link.dataset.checked = 'yes';
          link.click();
          delete link.dataset.checked;
        }}
      >
        {isChecking ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="h-4 w-4" />
        )}{' '}
        Export Report
      </a>
    </Button>
  );
}
