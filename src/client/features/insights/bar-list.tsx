import type { CountRow } from '../../../shared/api/analytics-summary';

type BarListProps = {
  label: string;
  rows: CountRow[];
  /** What a row's label reads as ("" is a direct visit, "roi-calculator" is "ROI Calculator"). */
  name?: (label: string) => string;
  /** The count the bars are a share of (page views of the home page for sections). */
  of?: number;
  empty: string;
};

/** Counts as a list of labelled bars: the text carries the numbers, the bar only shows their size. */
export function BarList({ label, rows, name = (value) => value, of, empty }: BarListProps) {
  if (rows.length === 0) return <p className="py-4 text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  const max = Math.max(...rows.map((row) => row.count), of ?? 0, 1);
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map((row) => (
        <li key={row.label} className="relative overflow-hidden rounded-md bg-slate-50 dark:bg-slate-950">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 bg-brand-500/15 dark:bg-brand-500/30"
            style={{ width: `${(row.count / max) * 100}%` }}
          />
          <span className="relative flex justify-between gap-3 px-3 py-1.5 text-sm">
            <span className="truncate text-slate-800 dark:text-slate-100">{name(row.label)}</span>
            <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-200">
              {row.count}
              {of ? (
                <span className="text-slate-600 dark:text-slate-300">
                  {' '}
                  ({Math.round((row.count / of) * 100)}%)
                </span>
              ) : null}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
