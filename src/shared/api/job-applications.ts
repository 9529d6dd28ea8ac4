import { z } from '../zod';
import { pageQuerySchema } from './paging';

export const applicationStatuses = ['pending', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
export const applicationPriorities = ['low', 'medium', 'high'] as const;

export const applicationStatusSchema = z.enum(applicationStatuses);
export const applicationPrioritySchema = z.enum(applicationPriorities);

export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
export type ApplicationPriority = z.infer<typeof applicationPrioritySchema>;

export const statusLabels: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const isBlank = (value: string | null | undefined): value is null | undefined =>
  value === undefined || value === null || value.trim() === '';

/** Optional text: empty or blank becomes null, as the specification's submit rule says. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (isBlank(value) ? null : value.trim()));

const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The two URL fields use URL inputs (spec §5); a stored link must be one a browser can open. */
const optionalHttpUrl = (label: string) =>
  optionalText(2048).refine(
    (value) => value === null || isHttpUrl(value),
    `${label} must be a web address starting with http:// or https://`,
  );

const optionalEmail = optionalText(254).refine(
  (value) => value === null || z.email().safeParse(value).success,
  'Contact email must be a valid email address',
);

// timestamptz holds years up to 294276, but a date outside this window is a typing slip, not a plan.
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
const isPlausibleDate = (date: Date) =>
  date.getUTCFullYear() >= MIN_YEAR && date.getUTCFullYear() <= MAX_YEAR;

// z.coerce.date() alone turns null and true into 1970: only strings, numbers and dates are dates here.
const dateInput = z.union([z.string(), z.date(), z.number()]);

const requiredDate = (label: string) =>
  dateInput
    .pipe(z.coerce.date<string | number | Date>({ error: `${label} must be a valid date` }))
    .refine(isPlausibleDate, `${label} must be between ${MIN_YEAR} and ${MAX_YEAR}`);

const optionalDate = (label: string) =>
  dateInput
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
    .pipe(z.coerce.date<string | number | Date>({ error: `${label} must be a valid date` }).nullable())
    .refine(
      (value) => value === null || isPlausibleDate(value),
      `${label} must be between ${MIN_YEAR} and ${MAX_YEAR}`,
    );

/** Every writable field, without defaults: the insert adds them, the update must not. */
const applicationFields = {
  company: z.string({ error: 'Company is required' }).trim().min(1, 'Company is required').max(200),
  position: z.string({ error: 'Position is required' }).trim().min(1, 'Position is required').max(200),
  location: optionalText(200),
  salary: optionalText(200),
  hiringManager: optionalText(200),
  hiringManagerLink: optionalHttpUrl('Hiring manager link'),
  jobUrl: optionalHttpUrl('Job URL'),
  description: optionalText(100_000),
  requirements: optionalText(100_000),
  appliedDate: requiredDate('Applied date'),
  status: applicationStatusSchema,
  priority: applicationPrioritySchema,
  source: optionalText(200),
  contactPerson: optionalText(200),
  contactEmail: optionalEmail,
  notes: optionalText(20_000),
  nextStepDate: optionalDate('Next step date'),
  nextStepAction: optionalText(500),
  // The full job description with its formatting: the specification sets no limit here,
  // so the bound is the request body limit of the route.
  details: z
    .string()
    .nullish()
    .transform((value) => (isBlank(value) ? null : value)),
};

/**
 * The job-application insert: id, userId and timestamps are never taken from input;
 * appliedDate is coerced to a date; an empty nextStepDate becomes null.
 */
export const insertJobApplicationSchema = z.object({
  ...applicationFields,
  status: applicationStatusSchema.default('pending'),
  priority: applicationPrioritySchema.default('medium'),
});

export type InsertJobApplication = z.infer<typeof insertJobApplicationSchema>;

/** PUT /api/job/applications/{id}: any subset of the insert's fields; a field left out is left alone. */
export const updateJobApplicationSchema = z
  .object(applicationFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');

export type UpdateJobApplication = z.infer<typeof updateJobApplicationSchema>;

/** The client shape of spec §3, as every job route replies it; dates are ISO 8601 strings. */
export const jobApplicationSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  position: z.string(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
  hiringManager: z.string().nullable(),
  hiringManagerLink: z.string().nullable(),
  jobUrl: z.string().nullable(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  appliedDate: z.iso.datetime({ offset: true }),
  status: applicationStatusSchema,
  priority: applicationPrioritySchema,
  source: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  notes: z.string().nullable(),
  nextStepDate: z.iso.datetime({ offset: true }).nullable(),
  nextStepAction: z.string().nullable(),
  details: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** GET /api/job/applications: the plain list of spec §7, a page at a time (see paging.ts). */
export const jobApplicationListSchema = z.array(jobApplicationSchema);

export const applicationSortOrders = ['applied-desc', 'applied-asc', 'company-asc', 'company-desc'] as const;
export type ApplicationSortOrder = (typeof applicationSortOrders)[number];

/**
 * Search, filter and order of the list, done by the database: every word of `q` must appear in one
 * of the searched fields (accents and case ignored); ties in the order go to the newest id.
 */
export const applicationListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: applicationStatusSchema.optional(),
  sort: z.enum(applicationSortOrders).default('applied-desc'),
});

export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

// Ids are PostgreSQL integers: anything larger is "not found", not a database error.
const MAX_ID = 2_147_483_647;
export const recordIdSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be a positive number')
  .max(MAX_ID, 'is not a known id');

export const applicationParamsSchema = z.object({ id: recordIdSchema });
