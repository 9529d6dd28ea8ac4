import type { ReactNode } from 'react';

type AdminCardProps = { title?: string; actions?: ReactNode; children: ReactNode; className?: string };

export function AdminCard({ title, actions, children, className = '' }: AdminCardProps) {
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
          ) : (
            <span />
          )}
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A tab with nothing to show yet: the spec's exact words, and what to do next. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center text-slate-600 dark:text-slate-300">
      <p>{message}</p>
      {children}
    </div>
  );
}

export function LoadingRow({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
      {label}
    </p>
  );
}

export function ErrorRow({ error }: { error: unknown }) {
  return (
    <p role="alert" className="py-6 text-center text-sm text-red-700 dark:text-red-400">
      {error instanceof Error ? error.message : 'Something went wrong.'}
    </p>
  );
}

const BADGE_TONES = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  gray: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
} as const;

export function Badge({ tone = 'gray', children }: { tone?: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
