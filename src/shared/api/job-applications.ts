import { z } from 'zod';

export const applicationStatuses = ['pending', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
export const applicationPriorities = ['low', 'medium', 'high'] as const;

export const applicationStatusSchema = z.enum(applicationStatuses);
export const applicationPrioritySchema = z.enum(applicationPriorities);

/** Optional text: empty or blank becomes null, as the specification's submit rule says. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) =>
      value === undefined || value === null || value.trim() === '' ? null : value.trim(),
    );

const dateInput = z.union([z.string(), z.date(), z.number()]);

/**
 * The job-application insert: id, userId and timestamps are never taken from input;
 * appliedDate is coerced to a date; an empty nextStepDate becomes null.
 */
export const insertJobApplicationSchema = z.object({
  company: z.string({ error: 'Company is required' }).trim().min(1, 'Company is required').max(200),
  position: z.string({ error: 'Position is required' }).trim().min(1, 'Position is required').max(200),
  location: optionalText(200),
  salary: optionalText(200),
  hiringManager: optionalText(200),
  hiringManagerLink: optionalText(2048),
  jobUrl: optionalText(2048),
  description: optionalText(100_000),
  requirements: optionalText(100_000),
  appliedDate: z.coerce.date({ error: 'Applied date must be a valid date' }),
  status: applicationStatusSchema.default('pending'),
  priority: applicationPrioritySchema.default('medium'),
  source: optionalText(200),
  contactPerson: optionalText(200),
  contactEmail: optionalText(254),
  notes: optionalText(20_000),
  nextStepDate: dateInput
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
    .pipe(z.coerce.date<string | number | Date>({ error: 'Next step date must be a valid date' }).nullable()),
  nextStepAction: optionalText(500),
  // The full job description with its formatting: the specification sets no limit here,
  // so the bound is the request body limit of the route.
  details: z
    .string()
    .nullish()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value)),
});

export type InsertJobApplication = z.infer<typeof insertJobApplicationSchema>;
