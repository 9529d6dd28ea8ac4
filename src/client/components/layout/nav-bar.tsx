import { Menu, X } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { clientRoutes } from '../../../shared/client-routes';
import { scrollToSection, scrollToTop } from '../../lib/scroll';
import { portfolioLinks } from '../../sections/section-links';
import { PlainButton } from '../ui/plain-button';
import { MuteToggle } from './mute-toggle';
import { PortfolioMenu } from './portfolio-menu';
import { ThemeToggle } from './theme-toggle';

export function NavBar({ ownerName }: { ownerName: string }) {
  const [isMenuOpen, setMenuOpen] = useState(false);

  // Spec §2: page scrolling is locked while the mobile menu is open. A layout effect releases
  // the lock during the commit, before the scroll below runs on the next frame.
  useLayoutEffect(() => {
    if (!isMenuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isMenuOpen]);

  const go = (id: string) => {
    setMenuOpen(false);
    requestAnimationFrame(() => scrollToSection(id));
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
      >
        <button
          type="button"
          onClick={scrollToTop}
          className="text-lg font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {ownerName}
        </button>

        <div className="hidden items-center gap-2 md:flex">
          <PortfolioMenu onSelect={go} />
          <Link
            href={clientRoutes.blog}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Blog
          </Link>
          <ThemeToggle />
          <MuteToggle />
          <PlainButton variant="accent" onClick={() => go('contact')}>
            Let's Chat
          </PlainButton>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <MuteToggle />
          <PlainButton
            variant="ghost"
            size="icon"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </PlainButton>
        </div>
      </nav>

      {isMenuOpen ? (
        <div
          id="mobile-menu"
          className="mobile-menu max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 md:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          <ul className="flex flex-col py-2">
            {portfolioLinks.map((link) => (
              <li key={link.id}>
                <button
                  type="button"
                  className="w-full rounded-md px-3 py-3 text-left text-base"
                  onClick={() => go(link.id)}
                >
                  {link.label}
                </button>
              </li>
            ))}
            <li>
              <Link
                href={clientRoutes.blog}
                className="block rounded-md px-3 py-3 text-base"
                onClick={() => setMenuOpen(false)}
              >
                Blog
              </Link>
            </li>
          </ul>
          <PlainButton variant="accent" className="w-full" onClick={() => go('contact')}>
            Get in Touch
          </PlainButton>
        </div>
      ) : null}
    </header>
  );
}
