import type { ReactNode } from 'react';

/** A scrollable card body; keyboard users scroll it after tabbing to it (WCAG 2.1.1). */
export function ScrollableExcerpt({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so the keyboard can scroll it
      tabIndex={0}
      aria-label={label}
      className="mt-3 max-h-48 space-y-3 overflow-y-auto rounded-md bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
    >
      {children}
    </section>
  );
}
