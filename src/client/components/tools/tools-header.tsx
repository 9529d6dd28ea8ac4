import { ArrowLeft, ExternalLink, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { clientRoutes } from '../../../shared/client-routes';
import { type CurrentUser, displayName } from '../../lib/current-user';
import { ThemeToggle } from '../layout/theme-toggle';
import { Button } from '../ui/button';

type ToolsHeaderProps = {
  title: string;
  user: CurrentUser;
  backHref?: string;
  backLabel?: string;
  /** Page-specific actions shown before the standard ones. */
  actions?: ReactNode;
};

/** The header every tools page shares (spec §2): back link, name badge, View Site, Logout. */
export function ToolsHeader({
  title,
  user,
  backHref = clientRoutes.tools,
  backLabel = 'Back to Tools',
  actions,
}: ToolsHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-4">
          <Link
            href={backHref}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-accent-400"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {backLabel}
          </Link>
          <h1 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <UserRound aria-hidden="true" className="h-4 w-4" /> {displayName(user)}
          </span>
          <Button asChild variant="outline">
            <Link href={clientRoutes.home}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" /> View Site
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <a href="/api/logout">
              <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
            </a>
          </Button>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
