import {
  countRoundsAtOrBelow,
  formatFigure,
  runLighthouseSeries,
  type Series,
  type SeriesRun,
  type SeriesTarget,
} from './lighthouse-series';

type Row = { figure: string; value: string; budget: string };

const RUNS = 5;

/** The lowest score of the runs Lighthouse could measure (a failed run scores 0 and says nothing). */
function lowest(runs: SeriesRun[], pick: (run: SeriesRun) => number): number {
  return Math.min(...runs.filter((run) => !run.runtimeError).map(pick));
}

const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Issue 32's budgets for / and /blog, per run; the anchors get '-'. */
type Budgets = { performance: string; tbt: string; lcp: string; speedIndex: string; weight: string };

function rowsFor(label: string, runs: SeriesRun[], budgets: Budgets): Row[] {
  return [
    {
      figure: `Lighthouse mobile ${label}: performance, median of ${runs.length} (each run)`,
      value: formatFigure(runs, (run) => run.performance),
      budget: budgets.performance,
    },
    {
      figure: `Lighthouse mobile ${label}: LCP, median (each run)`,
      value: formatFigure(runs, (run) => run.lcpMs, ' ms'),
      budget: budgets.lcp,
    },
    {
      figure: `Lighthouse mobile ${label}: Speed Index, median (each run)`,
      value: formatFigure(runs, (run) => run.speedIndexMs, ' ms'),
      budget: budgets.speedIndex,
    },
    {
      figure: `Lighthouse mobile ${label}: TBT, median (each run)`,
      value: formatFigure(runs, (run) => run.tbtMs, ' ms'),
      budget: budgets.tbt,
    },
    {
      figure: `Lighthouse mobile ${label}: requests; transfer; JS (kB, medians)`,
      value: `${formatFigure(runs, (run) => run.requests)}; ${formatFigure(runs, (run) => kB(run.transferBytes))}; ${formatFigure(runs, (run) => kB(run.scriptBytes))}`,
      budget: budgets.weight,
    },
    {
      figure: `Lighthouse mobile ${label}: lowest a11y / best practices / SEO; FCP median; worst CLS`,
      value: `${lowest(runs, (run) => run.accessibility)} / ${lowest(runs, (run) => run.bestPractices)} / ${lowest(runs, (run) => run.seo)}; ${formatFigure(runs, (run) => run.fcpMs, ' ms')}; ${Math.max(...runs.map((run) => run.cls))}`,
      budget: '100 / 100 / 100; -; <= 0.02',
    },
  ];
}

const ANCHOR_BUDGETS: Budgets = { performance: '-', tbt: '-', lcp: '-', speedIndex: '-', weight: '-' };

/**
 * Lighthouse mobile on / and /blog, five runs each, taken in turn with the anchors when their
 * addresses are given (decision 0026: static builds served on loopback): `templateUrl` the
 * tailwind-nextjs-starter-blog export, `astroUrl` AstroPaper's. Issue 32's budgets: LCP at or below
 * AstroPaper's in the same round, Speed Index at or below the template's, TBT <= 50 ms, score 100.
 */
export async function reportLighthouseMobile(
  baseUrl: string,
  anchors: { templateUrl?: string; astroUrl?: string },
): Promise<Row[]> {
  const home: SeriesTarget = { label: '/', url: `${baseUrl}/` };
  const blog: SeriesTarget = { label: '/blog', url: `${baseUrl}/blog` };
  const template = anchors.templateUrl ? { label: 'template /', url: anchors.templateUrl } : undefined;
  const astro = anchors.astroUrl ? { label: 'AstroPaper /', url: anchors.astroUrl } : undefined;
  const targets = [home, template, astro, blog].filter((target): target is SeriesTarget => !!target);
  const series = await runLighthouseSeries(targets, RUNS);
  const runsOf = (target: SeriesTarget): SeriesRun[] =>
    series.find((entry: Series) => entry.target === target)?.runs ?? [];

  const ours: Budgets = {
    performance: '100 each run',
    tbt: '<= 50 ms each run',
    lcp: astro ? "<= AstroPaper's, same round" : '-',
    speedIndex: template ? "<= the template's, same round" : '-',
    weight: '<= 8; <= 60 kB; <= 30 kB',
  };
  const rows = [...rowsFor('/', runsOf(home), ours), ...rowsFor('/blog', runsOf(blog), ours)];
  for (const anchor of [template, astro]) {
    if (!anchor) continue;
    rows.push(...rowsFor(anchor.label, runsOf(anchor), ANCHOR_BUDGETS));
    for (const [name, pick] of [
      ['LCP', (run: SeriesRun) => run.lcpMs],
      ['Speed Index', (run: SeriesRun) => run.speedIndexMs],
      ['TBT', (run: SeriesRun) => run.tbtMs],
    ] as const) {
      // The budgets compare LCP with AstroPaper's and Speed Index with the template's; the other
      // counts are printed for the record (TBT's budget is the 50 ms above).
      const isBudget =
        (anchor === astro && name === 'LCP') || (anchor === template && name === 'Speed Index');
      rows.push({
        figure: `Lighthouse mobile: / beat or tied ${anchor.label} on ${name}, rounds`,
        value: `${countRoundsAtOrBelow(runsOf(home), runsOf(anchor), pick)} of ${RUNS}`,
        budget: isBudget ? `${RUNS} of ${RUNS}` : '- (printed)',
      });
    }
  }
  return rows;
}
