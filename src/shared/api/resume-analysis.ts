import { matchAnalysisSchema } from '../resume/match-analysis';
import { z } from '../zod';

/** Spec §3 "Match analysis"; the client also keeps which resume and application it is for. */
export const resumeAnalysisSchema = matchAnalysisSchema.extend({
  resumeId: z.number().int(),
  jobApplicationId: z.number().int(),
  /** One sentence: what Enhance would do, or why it is not offered. */
  enhanceNote: z.string(),
});

export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;
