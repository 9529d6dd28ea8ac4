import type { AnalyticsSummary, CountRow } from '../../../shared/api/analytics-summary';
import type { PeriodCounts } from './analytics-repository';
import { addDays } from './site-day';

type Period = { days: number; from: string; to: string; timeZone: string; retentionDays: number };

function ranked(counts: PeriodCounts['tops'], kind: string): CountRow[] {
  return counts
    .filter((row) => row.kind === kind)
    .map(({ label, count }) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The period's counts as the analytics page shows them: a series with every day, totals and tops. */
export function summarizeCounts(counts: PeriodCounts, period: Period): AnalyticsSummary {
  const perDay = new Map<string, { pageviews: number; visitors: number }>();
  for (let offset = 0; offset < period.days; offset++) {
    perDay.set(addDays(period.from, offset), { pageviews: 0, visitors: 0 });
  }
  for (const row of counts.daily) {
    const day = perDay.get(row.day);
    if (day && row.kind === 'pageview') day.pageviews += row.count;
    if (day && row.kind === 'visitor') day.visitors += row.count;
  }
  const total = (kind: string) => counts.totals.find((row) => row.kind === kind)?.count ?? 0;
  return {
    ...period,
    series: [...perDay.entries()].map(([day, values]) => ({ day, ...values })),
    totals: {
      pageviews: total('pageview'),
      visitors: total('visitor'),
      panel: total('panel'),
      resume: total('resume'),
      chat: total('chat'),
      roi: total('roi'),
      contact: total('contact'),
    },
    pages: ranked(counts.tops, 'pageview'),
    referrers: ranked(counts.tops, 'referrer'),
    sections: ranked(counts.tops, 'section'),
    panels: ranked(counts.tops, 'panel'),
  };
}
