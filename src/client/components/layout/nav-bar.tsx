import { ChevronDown, Menu, X } from 'lucide-react';
import { clientRoutes } from '../../../shared/client-routes';
import { portfolioLinks } from '../../sections/section-links';
import { PlainButton } from '../ui/plain-button';
import { MuteToggle } from './mute-toggle';
import { ThemeToggle } from './theme-toggle';

const linkClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The landing page's fixed bar, prerendered as it first shows. Its behaviour lives in the page's
 * islands (src/client/islands): `data-scroll-to` buttons scroll to a section under the bar, the
 * Portfolio button opens its menu, the menu button the slide-down panel (spec §2).
 */
export function NavBar({ ownerName }: { ownerName: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
      >
        <button
          type="button"
          data-scroll-to="top"
          className="truncate text-lg font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {ownerName}
        </button>

        <div className="hidden items-center gap-2 md:flex">
          <button
            type="button"
            className={linkClass}
            aria-haspopup="menu"
            aria-expanded="false"
            data-portfolio-menu=""
          >
            Portfolio <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </button>
          <a href={clientRoutes.blog} className={linkClass}>
            Blog
          </a>
          <ThemeToggle />
          <MuteToggle />
          <PlainButton variant="accent" data-scroll-to="contact">
            Let's Chat
          </PlainButton>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <MuteToggle />
          <PlainButton
            variant="ghost"
            size="icon"
            aria-label="Open menu"
            aria-expanded={false}
            aria-controls="mobile-menu"
            className="group"
            data-mobile-menu-toggle=""
          >
            <Menu aria-hidden="true" className="h-6 w-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-aria-expanded:block" />
          </PlainButton>
        </div>
      </nav>

      <div
        id="mobile-menu"
        hidden
        className="mobile-menu max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="flex flex-col py-2">
          {portfolioLinks.map((link) => (
            <li key={link.id}>
              <button
                type="button"
                className="w-full rounded-md px-3 py-3 text-left text-base"
                data-scroll-to={link.id}
              >
                {link.label}
              </button>
            </li>
          ))}
          <li>
            <a href={clientRoutes.blog} className="block rounded-md px-3 py-3 text-base">
              Blog
            </a>
          </li>
        </ul>
        <PlainButton variant="accent" className="w-full" data-scroll-to="contact">
          Get in Touch
        </PlainButton>
      </div>
    </header>
  );
}
