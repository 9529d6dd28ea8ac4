import type { JobApplicationEvent } from '../../../shared/api/job-events';

/** Where an interview's .ics file is served. */
export const calendarHref = (event: Pick<JobApplicationEvent, 'applicationId' | 'id'>): string =>
  `/api/job/applications/${event.applicationId}/events/${event.id}/calendar.ics`;
