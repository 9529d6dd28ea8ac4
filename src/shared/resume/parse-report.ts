import { z } from '../zod';
import { resumeSectionSchema } from './resume-changes';

export const sourceFormats = ['pdf', 'docx', 'doc', 'txt', 'json-resume', 'site-content'] as const;

/** What the layout of the uploaded file means for an ATS; a clean single-column file has none. */
export const documentTraitsSchema = z.object({
  format: z.enum(sourceFormats),
  pageCount: z.number().int().nullable(),
  hasColumns: z.boolean(),
  hasTables: z.boolean(),
  hasImages: z.boolean(),
  hasTextBoxes: z.boolean(),
  /** Contact details only in the Word header or footer, which many ATS never read. */
  hasContactInHeader: z.boolean(),
  /** Headings as written, with the section each was read as (null: not a resume section we know). */
  headings: z.array(z.object({ text: z.string(), section: resumeSectionSchema.nullable() })),
});

export type DocumentTraits = z.infer<typeof documentTraitsSchema>;

/** How sure the reader is of a value, from 0 (a guess or nothing read) to 1 (the file said it plainly). */
const sureness = z.number().min(0).max(1);

/** How sure the reader is of each field of one role, and of the role as a whole (its least sure field). */
export const roleConfidenceSchema = z.object({
  title: sureness,
  company: sureness,
  dates: sureness,
  bullets: sureness,
  role: sureness,
});

export const doubtKinds = [
  'merged-role',
  'missing-title',
  'missing-company',
  'unsure-order',
  'unparsed-date',
  'unplaced-section',
  'no-sections',
  'unreadable-text',
] as const;

/**
 * Something the owner should check, with the role it is about (by position in the experience list)
 * when it is about one, so the form can offer the fix beside it.
 */
export const parseDoubtSchema = z.object({
  kind: z.enum(doubtKinds),
  message: z.string(),
  role: z.number().int().nonnegative().optional(),
});

/** Shown to the owner after an upload, so mistakes in the reading are visible and fixable. */
export const parseReportSchema = z.object({
  traits: documentTraitsSchema,
  warnings: z.array(z.string()),
  /** What the reader is unsure of; never empty when anything was doubtful. */
  doubts: z.array(parseDoubtSchema).default([]),
  /** One entry per role, in the order of the experience list. */
  roleConfidence: z.array(roleConfidenceSchema).default([]),
  /** Lines the parser could not place in any section. */
  unplacedLines: z.array(z.string()),
  characterCount: z.number().int(),
});

export type ParseReport = z.infer<typeof parseReportSchema>;
export type ParseDoubt = z.infer<typeof parseDoubtSchema>;
export type RoleConfidence = z.infer<typeof roleConfidenceSchema>;
