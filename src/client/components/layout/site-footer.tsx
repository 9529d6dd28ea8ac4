import { Link } from 'wouter';
import { clientRoutes } from '../../../shared/client-routes';

export function SiteFooter({ ownerName }: { ownerName: string }) {
  return (
    <footer className="border-t border-slate-200 py-10 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {ownerName}. IT operations and security leadership.
        </p>
        <nav aria-label="Footer" className="flex gap-6">
          <Link href={clientRoutes.blog} className="hover:underline">
            Blog
          </Link>
        </nav>
      </div>
    </footer>
  );
}
