import { type ReactNode, useId } from 'react';

export type ChartTable = { columns: string[]; rows: Array<Array<string | number>> };

type ChartFigureProps = {
  title: string;
  /** The chart's message in one sentence: the caption sighted readers see and the SVG's description. */
  summary: string;
  table: ChartTable;
  /** The SVG body, drawn in a 0 0 width height box. */
  children: (ids: { titleId: string; descId: string }) => ReactNode;
};

/**
 * A chart that every reader can use: the SVG is one image named by its title and summary, and the
 * same numbers are a real table one click away (a `<details>`), for screen readers, keyboard
 * users and anyone who wants the exact figures.
 */
export function ChartFigure({ title, summary, table, children }: ChartFigureProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure
      aria-labelledby={`${id}-caption`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption id={`${id}-caption`}>
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{summary}</p>
      </figcaption>
      <div className="mt-4">{children({ titleId, descId })}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700 dark:text-accent-400">
          Show the numbers as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])} className="border-b border-slate-100 dark:border-slate-800">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={table.columns[index]} scope="row" className="py-1 pr-3 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[index]} className="py-1 pr-3 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
