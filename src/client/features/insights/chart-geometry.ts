/** The scale of a chart's value axis: a round top and evenly spaced ticks from zero. */
export function valueScale(max: number, tickCount = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: tickCount, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i) };
  const rough = max / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const wholeStep = Math.max(1, Math.ceil(step));
  const top = wholeStep * tickCount;
  return { top, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i * wholeStep) };
}

/**
 * Which days get a label under the axis: about `labels` of them spread evenly, always the first
 * and the last, so 7, 30 and 90 days all read without labels running into each other.
 */
export function labelledIndexes(count: number, labels = 7): number[] {
  if (count <= labels) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (labels - 1);
  return [...new Set(Array.from({ length: labels }, (_, i) => Math.round(i * step)))];
}

/** The busiest day of a series, for the chart's summary sentence; the earliest on ties. */
export function busiestDay<T extends { day: string }>(series: T[], value: (point: T) => number): T | null {
  let best: T | null = null;
  for (const point of series) if (value(point) > (best ? value(best) : 0)) best = point;
  return best;
}
