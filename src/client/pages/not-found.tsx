import { ArrowLeft, BookOpen } from 'lucide-react';
import { useEffect } from 'react';
import { ownerName } from '../../../content/owner-name';
import { clientRoutes } from '../../shared/client-routes';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { buttonClassName } from '../components/ui/button-styles';

const NOT_FOUND_TITLE = '404 Page Not Found';

/** Any path the site does not know: the site's own bar and footer, and two ways back in. */
export default function NotFoundPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = `${NOT_FOUND_TITLE} | ${ownerName}`;
    return () => {
      document.title = previous;
    };
  }, []);

  // A column as tall as the window: the footer sits at the bottom, never mid-screen.
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader ownerName={ownerName} />
      <main
        id="main"
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 pt-28 pb-20 sm:px-6"
      >
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-accent-400">
          Error 404
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {NOT_FOUND_TITLE}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">
          The page you asked for does not exist or has moved. The portfolio and the blog are a click away.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href={clientRoutes.home} className={buttonClassName('primary', 'lg')}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" /> Back to the portfolio
          </a>
          <a href={clientRoutes.blog} className={buttonClassName('outline', 'lg')}>
            <BookOpen aria-hidden="true" className="h-5 w-5" /> Read the blog
          </a>
        </div>
      </main>
      <SiteFooter ownerName={ownerName} />
    </div>
  );
}
