import { resumeDesignSchema } from '../resume/layout/resume-design';
import { parseReportSchema } from '../resume/parse-report';
import { parsedResumeSchema } from '../resume/parsed-resume';
import { z } from '../zod';
import { errorReplySchema } from './errors';

/** Spec §3 "Base resume" (id, name, fileName, isActive, createdAt) plus what the parser read. */
export const baseResumeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileName: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  contentType: z.string(),
  fileSize: z.number().int(),
  parsedContent: parsedResumeSchema.nullable(),
  report: parseReportSchema.nullable(),
  /** The template its Word and PDF files are written in; resumes tailored from it start with it. */
  design: resumeDesignSchema,
});

export type BaseResume = z.infer<typeof baseResumeSchema>;

export const baseResumeListSchema = z.array(baseResumeSchema);

/** With nothing uploaded (or nothing primary), the site content is the base resume. */
export const defaultBaseResumeSchema = z.object({
  source: z.literal('site-content'),
  isInUse: z.boolean(),
  parsedContent: parsedResumeSchema,
});

export type DefaultBaseResume = z.infer<typeof defaultBaseResumeSchema>;

export const baseResumeNameSchema = z
  .string({ error: 'Resume name is required' })
  .trim()
  .min(1, 'Resume name is required')
  .max(120, 'Resume name must be at most 120 characters');

/** The upload's error reply: `error` too, because the page shows "the server's error field" (§8). */
export const uploadErrorReplySchema = errorReplySchema.extend({ error: z.string() });
