import type { ApplicationStatus } from '../../../shared/api/job-applications';
import { FUNNEL_SOURCES, FUNNEL_WEEKS, type JobFunnel } from '../../../shared/api/job-funnel';

/** One application as the funnel sees it: what it reached, from its stage history and its status. */
export type FunnelRow = {
  status: ApplicationStatus;
  source: string | null;
  /** YYYY-MM-DD: applied dates are calendar days. */
  appliedDay: string;
  /** The first answer from the employer recorded after applying (a stage or an interview booked). */
  firstResponseAt: Date | null;
  hasResponded: boolean;
  hasInterviewed: boolean;
  hasOffer: boolean;
};

const DAY_MS = 86_400_000;
const NOT_RECORDED = 'Not recorded';

/** Monday of the ISO week holding `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A later stage implies the earlier ones, whatever the history holds (a row added at Offer). */
function reached(row: FunnelRow) {
  const offer = row.hasOffer || row.status === 'offer';
  const interviewed = offer || row.hasInterviewed || row.status === 'interview';
  const responded = interviewed || row.hasResponded || row.status === 'rejected';
  return { offer, interviewed, responded };
}

function bySource(rows: readonly FunnelRow[]): JobFunnel['sources'] {
  const groups = new Map<string, { names: Map<string, number>; applications: number; responded: number }>();
  for (const row of rows) {
    const name = row.source?.trim() || NOT_RECORDED;
    // "LinkedIn" and "linkedin " are one source; it is shown as most rows spell it.
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { names: new Map(), applications: 0, responded: 0 };
    group.names.set(name, (group.names.get(name) ?? 0) + 1);
    group.applications++;
    if (reached(row).responded) group.responded++;
    groups.set(key, group);
  }
  const rate = (responded: number, applications: number) => Math.round((100 * responded) / applications);
  const sorted = [...groups.values()]
    .map((group) => ({
      source:
        [...group.names.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ??
        NOT_RECORDED,
      isOther: false,
      applications: group.applications,
      responded: group.responded,
      responseRate: rate(group.responded, group.applications),
    }))
    .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source));
  if (sorted.length <= FUNNEL_SOURCES) return sorted;
  const rest = sorted.slice(FUNNEL_SOURCES);
  const applications = rest.reduce((sum, entry) => sum + entry.applications, 0);
  const responded = rest.reduce((sum, entry) => sum + entry.responded, 0);
  return [
    ...sorted.slice(0, FUNNEL_SOURCES),
    {
      source: `${rest.length} other sources`,
      isOther: true,
      applications,
      responded,
      responseRate: rate(responded, applications),
    },
  ];
}

/**
 * The funnel from the applications' rows: applications per week for the last FUNNEL_WEEKS weeks
 * up to `today`; applied → responded → interviewed → offer (a response is an interview, an offer
 * or a rejection; withdrawing is the owner's own step); the response rate by source; and the
 * median days from the applied day to the first response recorded after it.
 */
export function summariseFunnel(rows: readonly FunnelRow[], today: string): JobFunnel {
  const firstWeek = addDays(weekStartOf(today), -7 * (FUNNEL_WEEKS - 1));
  const weekly = new Map<string, number>();
  for (let index = 0; index < FUNNEL_WEEKS; index++) weekly.set(addDays(firstWeek, 7 * index), 0);
  const counts = { applied: 0, responded: 0, interviewed: 0, offer: 0 };
  const days: number[] = [];
  for (const row of rows) {
    const week = weekStartOf(row.appliedDay);
    const inWeek = weekly.get(week);
    if (inWeek !== undefined) weekly.set(week, inWeek + 1);
    const stage = reached(row);
    counts.applied++;
    if (stage.responded) counts.responded++;
    if (stage.interviewed) counts.interviewed++;
    if (stage.offer) counts.offer++;
    if (row.firstResponseAt) {
      const applied = Date.parse(`${row.appliedDay}T00:00:00Z`);
      days.push(Math.max(0, (row.firstResponseAt.getTime() - applied) / DAY_MS));
    }
  }
  const middle = median(days);
  return {
    total: rows.length,
    weeks: [...weekly.entries()].map(([weekStart, applications]) => ({ weekStart, applications })),
    stages: [
      { stage: 'applied', count: counts.applied },
      { stage: 'responded', count: counts.responded },
      { stage: 'interviewed', count: counts.interviewed },
      { stage: 'offer', count: counts.offer },
    ],
    sources: bySource(rows),
    medianDaysToFirstResponse: middle === null ? null : Math.round(middle * 10) / 10,
    respondedWithTime: days.length,
  };
}
