import type { SiteContent } from '../../../../../content/schema';
import { MONTH_NAMES } from '../../../../shared/text/month-names';

/** Months counted from year 0 (year * 12 + month), so a difference is a number of months. */
export type Month = number;
export type Span = { start: Month; end: Month; isCurrent: boolean };
export type TimelineRole = { index: number; span: Span; employer: string };
export type Employer = { name: string; roles: number[]; span: Span };
export type Timeline = {
  /** Roles ordered by start, oldest first (ties: the one that ended first). */
  ordered: TimelineRole[];
  byIndex: TimelineRole[];
  employers: Employer[];
  now: Month;
};

const MONTH_WORD = new RegExp(String.raw`\b(${MONTH_NAMES.join('|')})\b(?:\s+(\d{1,2}),)?\s+(\d{4})`, 'i');

export const toMonth = (date: Date): Month => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** "May 2017", "October 12, 2022" or "2025-06-25": the first date in the text, to the month. */
export function parseDate(text: string): Month | null {
  const iso = /\b(\d{4})-(\d{2})(?:-\d{2})?\b/.exec(text);
  if (iso) return Number(iso[1]) * 12 + Number(iso[2]) - 1;
  const named = MONTH_WORD.exec(text);
  if (!named?.[1] || !named[3]) return null;
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === named[1]?.toLowerCase());
  return Number(named[3]) * 12 + month;
}

/** "2025-06-25" as "June 25, 2025"; other written dates stay as written. */
export function formatWrittenDate(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!iso) return text;
  return `${MONTH_NAMES[Number(iso[2]) - 1]} ${Number(iso[3])}, ${iso[1]}`;
}

export function formatMonth(month: Month): string {
  return `${MONTH_NAMES[month % 12]} ${Math.floor(month / 12)}`;
}

export function parsePeriod(period: string, now: Month): Span {
  const [from = '', to = ''] = period.split(/\s+[-–—]\s+/);
  const start = parseDate(from) ?? now;
  const isCurrent = /present|now|current/i.test(to);
  return { start, end: isCurrent ? now : (parseDate(to) ?? start), isCurrent };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "8 months", "4 years", "3 years and 10 months". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(Math.max(rest, 1), 'month');
  if (rest === 0) return plural(years, 'year');
  return `${plural(years, 'year')} and ${plural(rest, 'month')}`;
}

export const spanMonths = (span: Span): number => span.end - span.start;

/** "March 2013 - January 2017" or "May 2024 - Present", as the Career Timeline writes periods. */
export function formatSpan(span: Span): string {
  return `${formatMonth(span.start)} - ${span.isCurrent ? 'Present' : formatMonth(span.end)}`;
}

/** The employer as a visitor names it: "Brightline Software, a Citrix company" is Brightline Software. */
export const employerOf = (company: string): string => company.split(',')[0]?.trim() ?? company;

export function buildTimeline(content: SiteContent, now: Date): Timeline {
  const current = toMonth(now);
  const byIndex = content.roles.map((role, index) => ({
    index,
    span: parsePeriod(role.period, current),
    employer: employerOf(role.company),
  }));
  const ordered = [...byIndex].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const employers: Employer[] = [];
  for (const role of ordered) {
    const existing = employers.find((employer) => employer.name === role.employer);
    if (!existing) {
      employers.push({ name: role.employer, roles: [role.index], span: { ...role.span } });
      continue;
    }
    existing.roles.push(role.index);
    existing.span = {
      start: Math.min(existing.span.start, role.span.start),
      end: Math.max(existing.span.end, role.span.end),
      isCurrent: existing.span.isCurrent || role.span.isCurrent,
    };
  }
  return { ordered, byIndex, employers, now: current };
}

/** The span covering several roles, from the first start to the last end. */
export function combineSpans(timeline: Timeline, indexes: readonly number[]): Span | null {
  const spans = indexes.flatMap((index) => timeline.byIndex[index]?.span ?? []);
  if (spans.length === 0) return null;
  return {
    start: Math.min(...spans.map((span) => span.start)),
    end: Math.max(...spans.map((span) => span.end)),
    isCurrent: spans.some((span) => span.isCurrent),
  };
}

/**
 * The role next to the given ones along the timeline: after means the first role to start once
 * they ended; before, the last role to end by the time they started. Side roles that overlap
 * (an advisory post beside a full-time job) are passed over that way, as a visitor expects.
 */
export function findNeighbour(
  timeline: Timeline,
  indexes: readonly number[],
  direction: 'before' | 'after',
): number | null {
  const own = timeline.ordered.filter((role) => indexes.includes(role.index));
  const others = timeline.ordered.filter((role) => !indexes.includes(role.index));
  if (own.length === 0) return null;
  if (direction === 'after') {
    const end = Math.max(...own.map((role) => role.span.end));
    const isOngoing = own.some((role) => role.span.isCurrent);
    const next = isOngoing ? undefined : others.find((role) => role.span.start >= end);
    const lastStart = Math.max(...own.map((role) => role.span.start));
    return (next ?? others.find((role) => role.span.start > lastStart))?.index ?? null;
  }
  const start = Math.min(...own.map((role) => role.span.start));
  const ended = others.filter((role) => role.span.end <= start && !role.span.isCurrent);
  const latest = ended.sort((a, b) => b.span.end - a.span.end || b.span.start - a.span.start)[0];
  const earlierStart = [...others].reverse().find((role) => role.span.start < start);
  return (latest ?? earlierStart)?.index ?? null;
}

export function findRolesInYear(timeline: Timeline, year: number): number[] {
  const first = year * 12;
  const last = first + 11;
  return timeline.ordered
    .filter((role) => role.span.start <= last && role.span.end >= first)
    .map((role) => role.index)
    .reverse();
}
