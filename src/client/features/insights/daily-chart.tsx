import { useId } from 'react';
import type { AnalyticsSummary } from '../../../shared/api/analytics-summary';
import { busiestDay, labelledIndexes, valueScale } from './chart-geometry';
import { formatLongDay, formatShortDay } from './format-day';

const WIDTH = 760;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 44 };

type Series = AnalyticsSummary['series'];

/** A sentence that says what the chart shows, for screen readers and as its caption's detail. */
export function describeSeries(series: Series): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'No days to show.';
  const views = series.reduce((sum, point) => sum + point.pageviews, 0);
  const visitors = series.reduce((sum, point) => sum + point.visitors, 0);
  const busiest = busiestDay(series, (point) => point.pageviews);
  return `${formatLongDay(first.day)} to ${formatLongDay(last.day)}: ${views} page views and ${visitors} daily visitors.${
    busiest
      ? ` Busiest day ${formatLongDay(busiest.day)}, ${busiest.pageviews} page views.`
      : ' No visits yet.'
  }`;
}

/**
 * Page views (bars) and visitors (line) per day as plain SVG. The picture is one image with a
 * title and a description; the same numbers are in the table beside it (DailyTable).
 */
export function DailyChart({ series }: { series: Series }) {
  const titleId = useId();
  const descId = useId();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const max = Math.max(0, ...series.map((point) => Math.max(point.pageviews, point.visitors)));
  const { top, ticks } = valueScale(max);
  const slot = plotWidth / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.6);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const line = series
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.visitors).toFixed(1)}`)
    .join(' ');

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full text-slate-500 dark:text-slate-400"
    >
      <title id={titleId}>Page views and visitors per day</title>
      <desc id={descId}>{describeSeries(series)}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-slate-200 dark:stroke-slate-800"
          />
          <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-current text-[11px]">
            {tick}
          </text>
        </g>
      ))}
      {series.map((point, index) => (
        <rect
          key={point.day}
          x={x(index) - barWidth / 2}
          y={y(point.pageviews)}
          width={barWidth}
          height={Math.max(0, y(0) - y(point.pageviews))}
          rx={Math.min(3, barWidth / 3)}
          className="fill-brand-500/80"
        />
      ))}
      <path d={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-accent-500" />
      {series.length <= 31
        ? series.map((point, index) => (
            <circle key={point.day} cx={x(index)} cy={y(point.visitors)} r={3} className="fill-accent-500" />
          ))
        : null}
      {labelledIndexes(series.length).map((index) => {
        const point = series[index];
        return point ? (
          <text
            key={point.day}
            x={x(index)}
            y={HEIGHT - 12}
            textAnchor="middle"
            className="fill-current text-[11px]"
          >
            {formatShortDay(point.day)}
          </text>
        ) : null;
      })}
    </svg>
  );
}

/** The chart's numbers as a table: every day, newest first. */
export function DailyTable({ series }: { series: Series }) {
  return (
    <section
      className="max-h-80 overflow-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, and keyboard users must reach it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Page views and visitors per day, as a table"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Page views and visitors per day</caption>
        <thead className="sticky top-0 bg-white text-slate-600 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Day
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Page views
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Visitors
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {[...series].reverse().map((point) => (
            <tr key={point.day}>
              <th scope="row" className="py-1.5 pr-4 font-normal text-slate-700 dark:text-slate-200">
                {formatLongDay(point.day)}
              </th>
              <td className="py-1.5 pr-4 text-right tabular-nums">{point.pageviews}</td>
              <td className="py-1.5 text-right tabular-nums">{point.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
