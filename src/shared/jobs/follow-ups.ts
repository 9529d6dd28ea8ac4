import type { ApplicationStatus } from '../api/job-applications';

export type FollowUpState = 'overdue' | 'due';

/** A closed application has no follow-up to chase, whatever its next-step date says. */
const CLOSED: readonly ApplicationStatus[] = ['rejected', 'withdrawn'];

/** Today as YYYY-MM-DD in a time zone: next-step dates are calendar days, compared as such. */
export function calendarDayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A next step due today or earlier, on an application still open, needs the owner's attention.
 * The stored date is the calendar day at UTC midnight, so its first ten characters are the day.
 */
export function followUpState(
  application: { status: ApplicationStatus; nextStepDate: string | null },
  today: string,
): FollowUpState | null {
  if (!application.nextStepDate || CLOSED.includes(application.status)) return null;
  const day = application.nextStepDate.slice(0, 10);
  if (day < today) return 'overdue';
  return day === today ? 'due' : null;
}

export const followUpLabels: Record<FollowUpState, string> = { overdue: 'Overdue', due: 'Due today' };

/** Overdue first, then due today; each group oldest next step first. */
export function listFollowUps<T extends { status: ApplicationStatus; nextStepDate: string | null }>(
  applications: readonly T[],
  today: string,
): Array<T & { followUp: FollowUpState }> {
  return applications
    .flatMap((application) => {
      const followUp = followUpState(application, today);
      return followUp ? [{ ...application, followUp }] : [];
    })
    .sort((a, b) => (a.nextStepDate ?? '').localeCompare(b.nextStepDate ?? ''));
}
