import { Bookmark, Loader2 } from 'lucide-react';
import { RequireOwner } from '../components/tools/require-owner';
import { SavePostingDialog } from '../features/jobs/capture/save-posting-dialog';
import { useReceivedCapture } from '../features/jobs/capture/use-received-capture';

/**
 * /tools/job/save: the popup the Save to Job Tracker bookmarklet opens on a job page (0113). The
 * page is received before sign-in is checked, so signing in on the way keeps it.
 */
export default function SavePostingPage() {
  const state = useReceivedCapture();
  return (
    <RequireOwner toolName="job tools">
      {() => (
        <main className="min-h-screen bg-slate-50 p-6 dark:bg-slate-950">
          {state.status === 'waiting' ? (
            <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Waiting for the job page...
            </p>
          ) : state.status === 'none' ? (
            <div className="mx-auto max-w-lg text-center">
              <Bookmark aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
              <h1 className="mt-3 text-2xl font-bold text-slate-900 dark:text-white">Save posting</h1>
              <p className="mt-2 text-slate-700 dark:text-slate-200">
                Open a job posting and click the Save to Job Tracker bookmark: the posting comes here to be
                saved.
              </p>
            </div>
          ) : (
            <SavePostingDialog capture={state.capture} isAddressOnly={state.status === 'address-only'} />
          )}
        </main>
      )}
    </RequireOwner>
  );
}
