import type { ReactNode } from 'react';

/** A titled part of the review form. */
export function ReviewSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 pb-1 dark:border-slate-700">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
