import { z } from '../zod';

export const resumeSections = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'achievements',
] as const;

export const resumeSectionSchema = z.enum(resumeSections);
export type ResumeSection = z.infer<typeof resumeSectionSchema>;

export const changeKinds = [
  'rewritten',
  'reworded',
  'reordered',
  'added',
  'removed',
  'condensed',
  'expanded',
] as const;

/**
 * One edit the engine made, with the reason shown under "Show Changes". `before`/`after` hold the
 * text of a rewritten summary or reworded bullet, so the preview can mark exactly what changed.
 */
export const resumeChangeSchema = z.object({
  section: resumeSectionSchema,
  kind: z.enum(changeKinds),
  /** Which role, for experience changes: "IT Manager, Northwind Interactive". */
  target: z.string().optional(),
  before: z.string().optional(),
  after: z.string().optional(),
  reason: z.string(),
  keywords: z.array(z.string()).default([]),
  /** Who made it: the engine, Enhance, a configured model, or the owner by hand. */
  source: z.enum(['tailor', 'enhance', 'model', 'owner']),
});

export type ResumeChange = z.infer<typeof resumeChangeSchema>;
