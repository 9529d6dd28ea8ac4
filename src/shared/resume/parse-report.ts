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

/** Shown to the owner after an upload, so mistakes in the reading are visible and fixable. */
export const parseReportSchema = z.object({
  traits: documentTraitsSchema,
  warnings: z.array(z.string()),
  /** Lines the parser could not place in any section. */
  unplacedLines: z.array(z.string()),
  characterCount: z.number().int(),
});

export type ParseReport = z.infer<typeof parseReportSchema>;
