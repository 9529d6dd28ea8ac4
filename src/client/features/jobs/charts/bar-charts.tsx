/** Plain SVG bars (no charting library: four charts of a dozen bars each need none). */

export type Bar = { label: string; value: number; text: string };

type ChartIds = { titleId: string; descId: string; title: string; summary: string };

const LABEL_CLASS = 'fill-slate-600 text-[11px] dark:fill-slate-300';
const VALUE_CLASS = 'fill-slate-900 text-[11px] font-semibold dark:fill-white';

/** The tallest bar's value, never 0, so an empty chart draws flat bars rather than dividing by zero. */
const scaleOf = (bars: readonly Bar[]) => Math.max(1, ...bars.map((bar) => bar.value));

/** Bars standing side by side (applications per week). */
export function ColumnChart({ bars, ids }: { bars: readonly Bar[]; ids: ChartIds }) {
  const width = 600;
  const height = 180;
  const bottom = 24;
  const top = 16;
  const slot = width / Math.max(1, bars.length);
  const scale = scaleOf(bars);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${ids.titleId} ${ids.descId}`}
    >
      <title id={ids.titleId}>{ids.title}</title>
      <desc id={ids.descId}>{ids.summary}</desc>
      <line
        x1={0}
        x2={width}
        y1={height - bottom}
        y2={height - bottom}
        className="stroke-slate-300 dark:stroke-slate-700"
      />
      {bars.map((bar, index) => {
        const barHeight = ((height - bottom - top) * bar.value) / scale;
        const x = index * slot + slot * 0.2;
        const y = height - bottom - barHeight;
        return (
          <g key={bar.label}>
            <rect x={x} y={y} width={slot * 0.6} height={barHeight} rx={2} className="fill-brand-500" />
            {bar.value > 0 ? (
              <text x={x + slot * 0.3} y={y - 4} textAnchor="middle" className={VALUE_CLASS}>
                {bar.text}
              </text>
            ) : null}
            <text x={x + slot * 0.3} y={height - 8} textAnchor="middle" className={LABEL_CLASS}>
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Bars lying one under another, each with its label and its figure (the funnel, rates by source). */
export function RowChart({
  bars,
  ids,
  maxValue,
}: {
  bars: readonly Bar[];
  ids: ChartIds;
  maxValue?: number;
}) {
  const width = 600;
  const row = 30;
  const labelWidth = 170;
  // Room for the widest figure, "10,000 (100%)".
  const valueWidth = 120;
  const height = Math.max(row, bars.length * row);
  const scale = maxValue ?? scaleOf(bars);
  const track = width - labelWidth - valueWidth;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${ids.titleId} ${ids.descId}`}
    >
      <title id={ids.titleId}>{ids.title}</title>
      <desc id={ids.descId}>{ids.summary}</desc>
      {bars.map((bar, index) => {
        const y = index * row;
        const barWidth = (track * Math.min(bar.value, scale)) / Math.max(1, scale);
        return (
          <g key={bar.label}>
            <text x={labelWidth - 8} y={y + row / 2 + 4} textAnchor="end" className={LABEL_CLASS}>
              {bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 6}
              width={track}
              height={row - 12}
              rx={3}
              className="fill-slate-100 dark:fill-slate-800"
            />
            <rect
              x={labelWidth}
              y={y + 6}
              width={barWidth}
              height={row - 12}
              rx={3}
              className="fill-brand-500"
            />
            <text x={width - valueWidth + 8} y={y + row / 2 + 4} className={VALUE_CLASS}>
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
