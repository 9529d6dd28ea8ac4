import { Lock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { type CurrentUser, loginUrl, useCurrentUser } from '../../lib/current-user';
import { toast } from '../ui/use-toast';
import { LoadingTools } from './loading-tools';

/** Spec §9: the tools wait 1 s after the "Authentication required" toast before going to sign-in. */
export const LOGIN_REDIRECT_DELAY_MS = 1_000;

type RequireOwnerProps = {
  /** Completes "Please log in to access the …" in the toast. */
  toolName: string;
  loadingText?: string;
  children: (user: CurrentUser) => ReactNode;
};

/**
 * The guard of every /tools page (spec §2, §4): a loading view, then either the page or the
 * "Authentication required" toast and, a second later, the sign-in page.
 */
export function RequireOwner({ toolName, loadingText = 'Loading...', children }: RequireOwnerProps) {
  const { user, isLoading } = useCurrentUser();
  const isSignedOut = !isLoading && !user;

  useEffect(() => {
    if (!isSignedOut) return;
    toast({
      variant: 'destructive',
      title: 'Authentication required',
      description: `Please log in to access the ${toolName}.`,
    });
    const timer = window.setTimeout(() => {
      window.location.assign(loginUrl(window.location.pathname));
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSignedOut, toolName]);

  if (isLoading) {
    return <LoadingTools text={loadingText} />;
  }
  if (!user) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
        <Lock aria-hidden="true" className="h-10 w-10 text-brand-600 dark:text-accent-400" />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Authentication Required</h1>
        <p className="text-slate-700 dark:text-slate-200">Please log in to access the {toolName}.</p>
        <p className="text-slate-600 dark:text-slate-300">Redirecting to login...</p>
        <a
          href={loginUrl(typeof window === 'undefined' ? '/tools' : window.location.pathname)}
          className="font-medium text-brand-700 underline dark:text-accent-400"
        >
          Log In
        </a>
      </main>
    );
  }
  return children(user);
}
