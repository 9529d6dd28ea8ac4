import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A scrollable card body; keyboard users scroll it after tabbing to it (WCAG 2.1.1). While text
 * continues below, the bottom fades out with a chevron, so a visitor sees there is more to read.
 * Static markup: the page's islands drop `data-more-below` once it is read to the end, and the
 * prerendered page starts with the cue on (the excerpts are written longer than their box).
 */
export function ScrollableExcerpt({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative mt-3">
      <section
        data-excerpt=""
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so the keyboard can scroll it
        tabIndex={0}
        aria-label={label}
        className="max-h-48 space-y-3 overflow-y-auto rounded-md bg-slate-50 p-4 pb-8 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
      >
        {children}
      </section>
      <div
        aria-hidden="true"
        data-more-below=""
        className="pointer-events-none absolute inset-x-0 bottom-0 flex h-14 items-end justify-center rounded-b-md bg-gradient-to-t from-slate-50 via-slate-50/80 to-transparent pb-1 opacity-0 transition-opacity duration-200 data-[more-below]:opacity-100 dark:from-slate-800 dark:via-slate-800/80"
      >
        <ChevronDown className="h-4 w-4 text-slate-500 dark:text-slate-400" />
      </div>
    </div>
  );
}
