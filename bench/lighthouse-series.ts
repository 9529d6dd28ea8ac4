import { loadavg } from 'node:os';
import { type LighthouseScores, runLighthouse } from './lighthouse';

export type SeriesTarget = { label: string; url: string };
export type SeriesRun = LighthouseScores & { loadAverage: number };
export type Series = { target: SeriesTarget; runs: SeriesRun[] };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function describeRun(run: SeriesRun): string {
  if (run.runtimeError) return `failed (${run.runtimeError})`;
  return [
    `perf ${run.performance}`,
    `a11y ${run.accessibility}`,
    `best practices ${run.bestPractices}`,
    `SEO ${run.seo}`,
    `FCP ${run.fcpMs} ms`,
    `LCP ${run.lcpMs} ms`,
    `SI ${run.speedIndexMs} ms`,
    `TBT ${run.tbtMs} ms`,
    `CLS ${run.cls}`,
    `${run.requests} requests`,
    `${(run.transferBytes / 1024).toFixed(1)} kB transferred`,
    `JS ${(run.scriptBytes / 1024).toFixed(1)} kB`,
  ].join(', ');
}

/**
 * Lighthouse mobile, `runs` times on each target, taking the targets in turn (ours, theirs,
 * ours, ...) so a busy moment of the machine falls on both alike. Prints every run with the
 * machine's one-minute load average, since other work on the machine moves the figures.
 */
export async function runLighthouseSeries(targets: SeriesTarget[], runs: number): Promise<Series[]> {
  const series = targets.map((target) => ({ target, runs: [] as SeriesRun[] }));
  for (let round = 1; round <= runs; round++) {
    for (const entry of series) {
      // A run whose trace Lighthouse could not read (NO_NAVSTART, which it asks to be run again)
      // is printed and taken once more; a second failure stays in the round as a failure.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const loadAverage = loadavg()[0] ?? 0;
        const run = { ...(await runLighthouse(entry.target.url, 'mobile')), loadAverage };
        const retry = run.runtimeError && attempt === 1 ? ', run again' : '';
        process.stdout.write(
          `Lighthouse mobile ${entry.target.label}, run ${round}/${runs} (load ${loadAverage.toFixed(2)}): ${describeRun(run)}${retry}\n`,
        );
        if (!retry) {
          entry.runs.push(run);
          break;
        }
      }
    }
  }
  return series;
}

/** "median (every run)" for one figure, failed runs left out of the median and shown as "x". */
export function formatFigure(runs: SeriesRun[], pick: (run: SeriesRun) => number, unit = ''): string {
  const measured = runs.filter((run) => !run.runtimeError);
  const all = runs.map((run) => (run.runtimeError ? 'x' : `${pick(run)}`)).join(', ');
  return `${median(measured.map(pick))}${unit} (${all})`;
}

/** How many paired runs (same round) had ours ahead of or level with theirs on one timing (lower is better). */
export function countRoundsAtOrBelow(
  ours: SeriesRun[],
  theirs: SeriesRun[],
  pick: (run: SeriesRun) => number,
): number {
  return ours.filter((run, round) => {
    const other = theirs[round];
    return other !== undefined && !run.runtimeError && !other.runtimeError && pick(run) <= pick(other);
  }).length;
}
