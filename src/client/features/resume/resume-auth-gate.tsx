import { FileText, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../lib/current-user';
import { loginUrl, useCurrentUser } from '../../lib/current-user';

/**
 * This page's variant of the tools guard (spec §2 Resume Builder): signed out, it shows a card
 * with a Log In link instead of redirecting.
 */
export function ResumeAuthGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div
        role="status"
        className="flex min-h-screen items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
      >
        <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin" /> Loading...
      </div>
    );
  }
  if (!user) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 dark:bg-slate-950">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600 dark:text-accent-400" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Resume Builder</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Please log in to access the resume builder tool
          </p>
          <a
            href={loginUrl('/tools/resume')}
            className="mt-6 inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            Log In
          </a>
        </div>
      </main>
    );
  }
  return children(user);
}
