import type { JobApplication } from '../../../shared/api/job-applications';
import { DEFAULT_INTERVIEW_MINUTES, type JobApplicationEvent } from '../../../shared/api/job-events';
import { buildCalendar } from './ics';

// Making an Intl formatter costs far more than using one: a calendar feed writes hundreds of times.
const agreedTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday, March 10, 2026 at 2:00 PM (America/Los_Angeles)": the time as agreed with the employer. */
export function formatAgreedTime(event: Pick<JobApplicationEvent, 'eventDate' | 'timeZone'>): string {
  const timeZone = event.timeZone ?? 'UTC';
  let format = agreedTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' });
    agreedTimeFormats.set(timeZone, format);
  }
  const text = format.format(new Date(event.eventDate));
  return `${text} (${timeZone})`;
}

/** The .ics of one interview: summary names the role, description carries the notes and the agreed time. */
export function buildInterviewCalendar(
  application: JobApplication,
  event: JobApplicationEvent,
  publicUrl: string,
  now: Date = new Date(),
): string {
  const description = [
    `${application.position} at ${application.company}`,
    `Time: ${formatAgreedTime(event)}`,
    event.description,
    application.jobUrl ? `Job posting: ${application.jobUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
  return buildCalendar({
    uid: `job-interview-${event.id}@${new URL(publicUrl).hostname}`,
    start: new Date(event.eventDate),
    durationMinutes: event.durationMinutes ?? DEFAULT_INTERVIEW_MINUTES,
    summary: `${event.title}: ${application.position} at ${application.company}`,
    description,
    url: application.jobUrl,
    stamp: now,
  });
}

export function interviewFileName(application: JobApplication, event: JobApplicationEvent): string {
  const slug = application.company
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `interview-${slug || 'application'}-${event.eventDate.slice(0, 10)}.ics`;
}
