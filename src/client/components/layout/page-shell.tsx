import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { clientRoutes } from '../../../shared/client-routes';
import { ThemeToggle } from './theme-toggle';

/** The frame shared by the pages until each gets its full design. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <nav className="mx-auto flex h-full max-w-6xl items-center justify-between px-6" aria-label="Main">
          <Link href={clientRoutes.home} className="font-semibold">
            Portfolio
          </Link>
          <div className="flex items-center gap-4">
            <Link href={clientRoutes.blog} className="text-sm hover:underline">
              Blog
            </Link>
            <ThemeToggle />
          </div>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-6 pt-28 pb-16">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </main>
    </div>
  );
}
