import { Link } from 'wouter';
import { clientRoutes } from '../../../shared/client-routes';
import { type PageWidth, pageWidthClass } from './page-width';

/** Where a reader goes next: the main portfolio sections, the blog, and the contact form. */
const FOOTER_LINKS = [
  { href: '/#about', label: 'About' },
  { href: '/#experience', label: 'Experience' },
  { href: '/#projects', label: 'Projects' },
  { href: '/#contact', label: 'Contact' },
] as const;

export function SiteFooter({ ownerName, width = 'page' }: { ownerName: string; width?: PageWidth }) {
  return (
    <footer className="border-t border-slate-200 py-10 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div
        className={`mx-auto flex flex-col items-center justify-between gap-4 px-4 sm:flex-row sm:px-6 ${pageWidthClass[width]}`}
      >
        {/* The year is the build's in the prerendered page and the visitor's once hydrated. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {ownerName}. IT operations and security leadership.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <a key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </a>
          ))}
          <Link href={clientRoutes.blog} className="hover:underline">
            Blog
          </Link>
        </nav>
      </div>
    </footer>
  );
}
