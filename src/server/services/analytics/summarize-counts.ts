import type { AnalyticsSummary, CountRow } from '../../../shared/api/analytics';
import type { DailyCount } from './analytics-repository';
import { addDays } from './site-day';

type Period = { days: number; from: string; to: string; timeZone: string; retentionDays: number };

const TOP = 20;

function ranked(totals: Map<string, number>): CountRow[] {
  return [...totals.entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP);
}

/** The period's daily counts as the analytics page shows them: a series with every day, totals and tops. */
export function summarizeCounts(rows: DailyCount[], period: Period): AnalyticsSummary {
  const perDay = new Map<string, { pageviews: number; visitors: number }>();
  for (let offset = 0; offset < period.days; offset++) {
    perDay.set(addDays(period.from, offset), { pageviews: 0, visitors: 0 });
  }
  const byKind = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const labels = byKind.get(row.kind) ?? new Map<string, number>();
    labels.set(row.label, (labels.get(row.label) ?? 0) + row.count);
    byKind.set(row.kind, labels);
    const day = perDay.get(row.day);
    if (day && row.kind === 'pageview') day.pageviews += row.count;
    if (day && row.kind === 'visitor') day.visitors += row.count;
  }
  const total = (kind: string) => [...(byKind.get(kind)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  const labelsOf = (kind: string) => byKind.get(kind) ?? new Map<string, number>();
  return {
    ...period,
    series: [...perDay.entries()].map(([day, counts]) => ({ day, ...counts })),
    totals: {
      pageviews: total('pageview'),
      visitors: total('visitor'),
      panel: total('panel'),
      resume: total('resume'),
      chat: total('chat'),
      roi: total('roi'),
      contact: total('contact'),
    },
    pages: ranked(labelsOf('pageview')),
    referrers: ranked(labelsOf('referrer')),
    sections: ranked(labelsOf('section')),
    panels: ranked(labelsOf('panel')),
  };
}
