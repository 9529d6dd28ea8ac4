import {
  countRoundsAhead,
  formatFigure,
  runLighthouseSeries,
  type Series,
  type SeriesRun,
  type SeriesTarget,
} from './lighthouse-series';

type Row = { figure: string; value: string; budget: string };

const RUNS = 5;

function lowest(runs: SeriesRun[], pick: (run: SeriesRun) => number): number {
  return Math.min(...runs.map(pick));
}

function rowsFor(label: string, runs: SeriesRun[], budgets: { performance: string; tbt: string }): Row[] {
  return [
    {
      figure: `Lighthouse mobile ${label}: performance, median of ${runs.length} (each run)`,
      value: formatFigure(runs, (run) => run.performance),
      budget: budgets.performance,
    },
    {
      figure: `Lighthouse mobile ${label}: TBT, median (each run)`,
      value: formatFigure(runs, (run) => run.tbtMs, ' ms'),
      budget: budgets.tbt,
    },
    {
      figure: `Lighthouse mobile ${label}: lowest a11y / best practices / SEO`,
      value: `${lowest(runs, (run) => run.accessibility)} / ${lowest(runs, (run) => run.bestPractices)} / ${lowest(runs, (run) => run.seo)}`,
      budget: '100 / 100 / 100',
    },
    {
      figure: `Lighthouse mobile ${label}: FCP, LCP (medians), worst CLS`,
      value: `${formatFigure(runs, (run) => run.fcpMs, ' ms')}; ${formatFigure(runs, (run) => run.lcpMs, ' ms')}; ${Math.max(...runs.map((run) => run.cls))}`,
      budget: 'CLS <= 0.02',
    },
  ];
}

/**
 * Lighthouse mobile on / and /blog, five runs each, and, when `anchorUrl` is given (a well-known
 * static template served on loopback, e.g. BENCH_ANCHOR_URL=http://127.0.0.1:5800/), five runs of
 * it taken in turn with ours, so both meet the same moments of machine load.
 */
export async function reportLighthouseMobile(baseUrl: string, anchorUrl: string | undefined): Promise<Row[]> {
  const home: SeriesTarget = { label: '/', url: `${baseUrl}/` };
  const blog: SeriesTarget = { label: '/blog', url: `${baseUrl}/blog` };
  const anchor: SeriesTarget | undefined = anchorUrl ? { label: 'template /', url: anchorUrl } : undefined;
  const series = await runLighthouseSeries(anchor ? [home, anchor, blog] : [home, blog], RUNS);
  const runsOf = (target: SeriesTarget): SeriesRun[] =>
    series.find((entry: Series) => entry.target === target)?.runs ?? [];

  const rows = [
    ...rowsFor('/', runsOf(home), { performance: '>= 98', tbt: '<= 100 ms' }),
    ...rowsFor('/blog', runsOf(blog), { performance: '>= 99 (before)', tbt: '<= 82 ms (before)' }),
  ];
  if (anchor) {
    rows.push(...rowsFor('template /', runsOf(anchor), { performance: '-', tbt: '-' }).slice(0, 2), {
      figure: 'Lighthouse mobile: / ahead of the template in paired runs',
      value: `${countRoundsAhead(runsOf(home), runsOf(anchor))} of ${RUNS}`,
      budget: `${RUNS} of ${RUNS}`,
    });
  }
  return rows;
}
