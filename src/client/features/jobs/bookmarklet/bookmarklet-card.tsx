import { BookmarkPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buildBookmarklet } from './build-bookmarklet';

/**
 * "Save from any page": the bookmarklet to drag to the bookmarks bar, and what it does. React
 * refuses `javascript:` in href, so the address is set on the element itself once mounted.
 */
export function BookmarkletCard() {
  const link = useRef<HTMLAnchorElement>(null);
  const [hint, setHint] = useState('');
  useEffect(() => {
    link.current?.setAttribute('href', buildBookmarklet(window.location.origin));
  }, []);
  return (
    <section
      aria-labelledby="bookmarklet-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="bookmarklet-heading"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <BookmarkPlus aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" /> Save from
        any page
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Drag this button to your bookmarks bar, then click it on any job posting you are signed in to.
      </p>
      {/* biome-ignore lint/a11y/useValidAnchor: a bookmarklet is a link by nature: only a link can be dragged to the bookmarks bar */}
      <a
        ref={link}
        href="#save-to-job-tracker"
        draggable
        onClick={(event) => {
          // On this page the bookmark has nothing to save (and our own CSP would block it anyway).
          event.preventDefault();
          setHint('Drag it to your bookmarks bar; it works on job pages, not here.');
        }}
        className="mt-3 inline-flex cursor-grab items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        <BookmarkPlus aria-hidden="true" className="h-4 w-4" /> Save to Job Tracker
      </a>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        {hint ||
          'It opens a Save posting window on this site with the page’s title, address and text; nothing is saved until you press Save there.'}
      </p>
    </section>
  );
}
