import { z } from '../zod';

const subScore = z.number().min(0).max(25);

/** Spec §3: four sub-scores of 25; the overall score is their sum, a percentage. */
export const matchScoreSchema = z.object({
  overallScore: z.number().min(0).max(100),
  atsScore: subScore,
  keywordMatchScore: subScore,
  contentQualityScore: subScore,
  formattingScore: subScore,
});

export type MatchScore = z.infer<typeof matchScoreSchema>;

export const scoreItemSchema = z.object({
  label: z.string(),
  points: z.number(),
  max: z.number(),
  note: z.string(),
});

export type ScoreItem = z.infer<typeof scoreItemSchema>;

export const keywordImportances = ['required', 'preferred', 'mentioned'] as const;

export const keywordDetailSchema = z.object({
  /** As the job posting words it. */
  keyword: z.string(),
  category: z.string(),
  weight: z.number(),
  importance: z.enum(keywordImportances),
  isEnterprise: z.boolean(),
  /** Where the job asks for it: "Job title", "Requirements", ... */
  jobLocations: z.array(z.string()),
  /** Where the resume shows it: "Skills", "Experience: IT Manager, Northwind" ...; empty when missing. */
  resumeLocations: z.array(z.string()),
});

export type KeywordDetail = z.infer<typeof keywordDetailSchema>;

export const suggestionActions = [
  'lead-summary',
  'trim-summary',
  'surface-keyword',
  'add-evidenced-skill',
  'order-bullets',
  'condense-role',
  'fix-tense',
  'strengthen-verb',
  'promote-quantified',
  'remove-duplicate',
  'add-missing-keyword',
  'quantify',
  'shorten-bullet',
  'add-contact',
  'fix-dates',
  'fix-layout',
] as const;

export type SuggestionAction = (typeof suggestionActions)[number];

export const suggestionSchema = z.object({
  action: z.enum(suggestionActions),
  /** Where to change it: "Professional Summary", "Experience: IT Manager, Northwind (bullet 3)". */
  target: z.string(),
  message: z.string(),
  /** Enhance can apply it without inventing anything; the rest need the owner. */
  isAutomatic: z.boolean(),
  keyword: z.string().optional(),
});

export type Suggestion = z.infer<typeof suggestionSchema>;

export const scoreBreakdownSchema = z.object({
  ats: z.array(scoreItemSchema),
  keywords: z.array(scoreItemSchema),
  content: z.array(scoreItemSchema),
  format: z.array(scoreItemSchema),
});

export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

export const matchAnalysisSchema = z.object({
  jobTitle: z.string(),
  insights: z.string(),
  canEnhance: z.boolean(),
  score: matchScoreSchema,
  strengthAreas: z.array(z.string()),
  improvementAreas: z.array(z.string()),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  /** The recommendations, as sentences saying what to change and where. */
  suggestions: z.array(z.string()),
  keywordDetails: z.object({ matched: z.array(keywordDetailSchema), missing: z.array(keywordDetailSchema) }),
  suggestionDetails: z.array(suggestionSchema),
  breakdown: scoreBreakdownSchema,
});

export type MatchAnalysis = z.infer<typeof matchAnalysisSchema>;
