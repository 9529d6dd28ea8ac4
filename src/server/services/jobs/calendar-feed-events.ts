import type { ApplicationStatus } from '../../../shared/api/job-applications';
import { DEFAULT_INTERVIEW_MINUTES } from '../../../shared/api/job-events';
import type { AllDayEvent, TimedEvent } from './ics';
import { formatAgreedTime } from './interview-calendar';

export type FeedApplication = {
  id: number;
  company: string;
  position: string;
  status: ApplicationStatus;
  jobUrl: string | null;
  nextStepDate: Date | null;
  nextStepAction: string | null;
  updatedAt: Date;
};

export type FeedInterview = {
  id: number;
  applicationId: number;
  title: string;
  description: string | null;
  eventDate: Date;
  timeZone: string | null;
  durationMinutes: number | null;
  createdAt: Date;
};

/** A closed application has nothing left to follow up. */
const CLOSED: readonly ApplicationStatus[] = ['rejected', 'withdrawn'];

/**
 * The subscribed calendar's events: each interview, and each open application's follow-up day.
 * UIDs name the row they come from (the interview's the same as in its .ics download), so an
 * edit keeps the UID and the calendar moves the event, and a cancelled one simply is not there.
 */
export function buildFeedEvents(
  applications: readonly FeedApplication[],
  interviews: readonly FeedInterview[],
  host: string,
): Array<TimedEvent | AllDayEvent> {
  const byId = new Map(applications.map((application) => [application.id, application]));
  const events: Array<TimedEvent | AllDayEvent> = [];
  for (const interview of interviews) {
    const application = byId.get(interview.applicationId);
    if (!application) continue;
    const role = `${application.position} at ${application.company}`;
    events.push({
      uid: `job-interview-${interview.id}@${host}`,
      start: interview.eventDate,
      durationMinutes: interview.durationMinutes ?? DEFAULT_INTERVIEW_MINUTES,
      summary: `${interview.title}: ${role}`,
      description: [
        role,
        `Time: ${formatAgreedTime({ eventDate: interview.eventDate.toISOString(), timeZone: interview.timeZone })}`,
        interview.description,
        application.jobUrl ? `Job posting: ${application.jobUrl}` : null,
      ]
        .filter(Boolean)
        .join('\n\n'),
      url: application.jobUrl,
      // The summary names the application: a renamed company moves its interviews' text too.
      modified: new Date(Math.max(interview.createdAt.getTime(), application.updatedAt.getTime())),
    });
  }
  for (const application of applications) {
    if (!application.nextStepDate || CLOSED.includes(application.status)) continue;
    events.push({
      uid: `job-follow-up-${application.id}@${host}`,
      // Next-step dates are calendar days stored at UTC midnight.
      day: application.nextStepDate.toISOString().slice(0, 10),
      summary: `${application.nextStepAction ?? 'Follow up'}: ${application.position} at ${application.company}`,
      url: application.jobUrl,
      modified: application.updatedAt,
    });
  }
  return events;
}
