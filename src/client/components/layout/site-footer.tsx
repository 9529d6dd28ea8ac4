import { clientRoutes } from '../../../shared/client-routes';

/** Where a reader goes next: the main portfolio sections, the blog, and the contact form. */
const FOOTER_LINKS = [
  { href: '/#about', label: 'About' },
  { href: '/#experience', label: 'Experience' },
  { href: '/#projects', label: 'Projects' },
  { href: '/#contact', label: 'Contact' },
  { href: clientRoutes.blog, label: 'Blog' },
] as const;

/** The footer of every public page, as wide as the bar above it. */
export function SiteFooter({ ownerName }: { ownerName: string }) {
  return (
    <footer className="border-t border-slate-200 py-10 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 sm:flex-row sm:px-6">
        {/* The year is the build's: the page is a static document, rebuilt with each release. */}
        <p>
          © {new Date().getFullYear()} {ownerName}. IT operations and security leadership.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <a key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
