import { Monitor } from 'lucide-react';

/**
 * "Mobile Site Under Construction": asks small-screen visitors to use a desktop. Prerendered
 * hidden; the page's islands show it on a small screen and dismiss it on any click, touch, key
 * press or scroll.
 */
export function MobileNotice() {
  return (
    <div
      hidden
      data-mobile-notice=""
      className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-950/70 p-6"
      role="alertdialog"
      aria-labelledby="mobile-notice-title"
      aria-describedby="mobile-notice-text"
    >
      <div className="max-w-sm rounded-xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900">
        <Monitor aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-brand-600 dark:text-brand-50" />
        <h2 id="mobile-notice-title" className="text-lg font-semibold">
          Mobile Site Under Construction
        </h2>
        <p id="mobile-notice-text" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          The mobile experience is still being polished. For the best experience, please visit on a desktop.
          Tap anywhere to continue.
        </p>
      </div>
    </div>
  );
}
