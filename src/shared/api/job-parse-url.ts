import { z } from '../zod';

/** Spec §5: auto-parse needs http:// or https:// at the start. */
export const JOB_URL_PATTERN = /^https?:\/\//i;

export const parseJobUrlSchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url must be at most 2048 characters'),
});

export type ParseJobUrl = z.infer<typeof parseJobUrlSchema>;

/**
 * POST /api/job/parse-url: what could be read from the posting. Only non-empty values are present;
 * the form fills exactly these (spec §5). `datePosted` and `employmentType` inform, they fill nothing.
 */
export const parsedJobPostingSchema = z.object({
  position: z.string().optional(),
  company: z.string().optional(),
  location: z.string().optional(),
  salary: z.string().optional(),
  description: z.string().optional(),
  requirements: z.string().optional(),
  details: z.string().optional(),
  employmentType: z.string().optional(),
  datePosted: z.string().optional(),
  source: z.string().optional(),
  jobUrl: z.string().optional(),
});

export type ParsedJobPosting = z.infer<typeof parsedJobPostingSchema>;

/** The application fields a parse result may fill, in the order the toast lists them. */
export const fillableParsedFields = [
  'position',
  'company',
  'location',
  'salary',
  'description',
  'requirements',
  'details',
  'source',
] as const;

export const parsedFieldLabels: Record<(typeof fillableParsedFields)[number], string> = {
  position: 'position',
  company: 'company',
  location: 'location',
  salary: 'salary',
  description: 'description',
  requirements: 'requirements',
  details: 'job details',
  source: 'source',
};
