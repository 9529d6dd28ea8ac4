import { isTimeZone } from '../text/time-zone';
import { z } from '../zod';
import { applicationStatusSchema, recordIdSchema } from './job-applications';

/**
 * `created`: the first stage, dated by the applied day (a calendar day, stored at UTC midnight);
 * `status`: the application entered another stage; `interview`: a scheduled interview.
 */
export const jobEventTypes = ['created', 'status', 'interview'] as const;

/** One entry of an application's history (job_application_events), as the client sees it. */
export const jobApplicationEventSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: z.iso.datetime({ offset: true }),
  /** The stage entered, for `created` and `status` events. */
  status: applicationStatusSchema.nullable(),
  /** The IANA time zone an interview was scheduled in, so it is shown at the time agreed. */
  timeZone: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export type JobApplicationEvent = z.infer<typeof jobApplicationEventSchema>;

export const jobApplicationEventListSchema = z.array(jobApplicationEventSchema);

export const isStageEvent = (event: Pick<JobApplicationEvent, 'type' | 'status'>): boolean =>
  (event.type === 'created' || event.type === 'status') && event.status !== null;

const isCalendarDate = (value: string): boolean => {
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const DEFAULT_INTERVIEW_MINUTES = 60;

/** POST /api/job/applications/{id}/interviews: a wall-clock date and time in a named time zone. */
export const scheduleInterviewSchema = z.object({
  date: z
    .string({ error: 'Date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2026-03-14')
    .refine(isCalendarDate, 'Date is not a day of the calendar')
    .refine((value) => value >= '1900-01-01' && value <= '2200-12-31', 'Date must be between 1900 and 2200'),
  time: z
    .string({ error: 'Time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be a 24-hour time such as 14:30'),
  timeZone: z
    .string({ error: 'Time zone is required' })
    .trim()
    .min(1, 'Time zone is required')
    .max(64)
    .refine(isTimeZone, 'Time zone must be an IANA name such as America/Los_Angeles'),
  title: z
    .string()
    .trim()
    .max(200, 'Title must be at most 200 characters')
    .nullish()
    .transform((value) => value || 'Interview'),
  notes: z
    .string()
    .max(5000, 'Notes must be at most 5000 characters')
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  durationMinutes: z
    .number({ error: 'Duration must be a number of minutes' })
    .int('Duration must be whole minutes')
    .min(5, 'Duration must be at least 5 minutes')
    .max(720, 'Duration must be at most 12 hours')
    .default(DEFAULT_INTERVIEW_MINUTES),
  /** Also make it the application's next step (the list's "Next:" line), in the same transaction. */
  setNextStep: z.boolean({ error: 'setNextStep must be true or false' }).default(false),
});

export type ScheduleInterview = z.infer<typeof scheduleInterviewSchema>;

export const applicationEventParamsSchema = z.object({ id: recordIdSchema, eventId: recordIdSchema });
