import { clientRoutes } from '../../../shared/client-routes';
import { buttonClassName } from '../ui/button-styles';
import { ThemeToggle } from './theme-toggle';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The bar of the pages beside the portfolio (the blog, the not-found page): the owner's name
 * back to the portfolio, the portfolio and the blog, the theme, and a way to get in touch. It has
 * the landing bar's width, so moving between the pages never shifts it sideways. Plain links:
 * both pages are prerendered documents of their own.
 */
export function SiteHeader({ ownerName, current }: { ownerName: string; current?: 'blog' }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6"
      >
        <a
          href={clientRoutes.home}
          className="truncate text-lg font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {ownerName}
        </a>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <a href={clientRoutes.home} className={linkClass}>
            Portfolio
          </a>
          <a
            href={clientRoutes.blog}
            className={linkClass}
            aria-current={current === 'blog' ? 'page' : undefined}
          >
            Blog
          </a>
          <ThemeToggle />
          <span className="hidden sm:block">
            <a href="/#contact" className={buttonClassName('accent', 'md')}>
              Let's Chat
            </a>
          </span>
        </div>
      </nav>
    </header>
  );
}
