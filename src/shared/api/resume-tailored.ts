import { coverLetterSchema } from '../resume/cover-letter';
import { resumeDesignSchema } from '../resume/layout/resume-design';
import { ownerEditsSchema } from '../resume/owner-edits';
import { parsedResumeSchema } from '../resume/parsed-resume';
import { resumeChangeSchema } from '../resume/resume-changes';
import { tailoringRoundSchema } from '../resume/tailoring-rounds';
import { z } from '../zod';

/** Spec §3 "Tailored resume": content is JSON text of the parsed-resume shape. */
export const tailoredResumeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string().nullable(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  jobApplicationId: z.number().int().nullable(),
  baseResumeId: z.number().int().nullable(),
  /** Every change from the base with its reason, for Show Changes. */
  changes: z.array(resumeChangeSchema),
  qualityScore: z.number().nullable(),
  iterations: z.number().int().nullable(),
  /** The template its files are written in. */
  design: resumeDesignSchema,
  /** What the owner changed by hand; those words are never reworded. */
  ownerEdits: ownerEditsSchema,
  /** Quality assurance's steps: each one's score and what it changed. */
  rounds: z.array(tailoringRoundSchema),
  coverLetter: coverLetterSchema.nullable(),
});

export type TailoredResume = z.infer<typeof tailoredResumeSchema>;

/** GET /api/resumes: newest first, a page at a time (`limit`, `cursor`; the next page in `Link`). */
export const tailoredResumeListSchema = z.array(tailoredResumeSchema);

/**
 * GET /api/resumes/stats?since=: the builder's exact counts however long the list grows. `since`
 * is the start of the month in the owner's own time zone, which only the browser knows.
 */
export const resumeStatsQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });
export const resumeStatsSchema = z.object({ total: z.number().int(), since: z.number().int() });
export type ResumeStats = z.infer<typeof resumeStatsSchema>;

export const qualityMetricsSchema = z.object({
  finalScore: z.number(),
  iterations: z.number().int(),
  initialScore: z.number(),
  rounds: z.array(tailoringRoundSchema),
});

export const createdResumeSchema = tailoredResumeSchema.extend({ qualityMetrics: qualityMetricsSchema });

export type CreatedResume = z.infer<typeof createdResumeSchema>;

export const enhancedResumeSchema = z.object({
  resume: tailoredResumeSchema,
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  /** The suggestions it applied, as the analysis worded them. */
  applied: z.array(z.string()),
  changes: z.array(resumeChangeSchema),
  /** True when model wording was used and passed the fact check. */
  usedModelWording: z.boolean(),
});

export type EnhancedResume = z.infer<typeof enhancedResumeSchema>;

/** POST /api/resumes/page-count: how many pages the PDF takes in a design, for the live preview. */
export const pageCountBodySchema = z.object({ content: parsedResumeSchema, design: resumeDesignSchema });
export const pageCountSchema = z.object({ pages: z.number().int() });
export type PageCount = z.infer<typeof pageCountSchema>;
