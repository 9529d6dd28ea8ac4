import { z } from '../zod';

const text = z.string().trim();

/**
 * A cover letter for one application, written from the tailored resume's facts and the posting:
 * a greeting, three short paragraphs (why this role, two matching achievements with their
 * numbers, a close), a sign-off and the name. The owner may edit every part.
 */
export const coverLetterSchema = z.object({
  greeting: text.min(1, 'Greeting is required').max(200),
  paragraphs: z
    .array(text.max(2_000, 'A paragraph must be at most 2,000 characters'))
    .min(1, 'Write at least one paragraph')
    .max(6, 'Keep the letter to six paragraphs at most'),
  closing: text.min(1, 'Sign-off is required').max(100),
  signature: text.min(1, 'Name is required').max(200),
  /** Who worded it last: the offline engine, a configured model (fact-checked), or the owner. */
  wordedBy: z.enum(['engine', 'model', 'owner']),
});

export type CoverLetter = z.infer<typeof coverLetterSchema>;

/** The owner's edit: the letter's text; who worded it is decided by the server. */
export const coverLetterEditSchema = coverLetterSchema.omit({ wordedBy: true });
export type CoverLetterEdit = z.infer<typeof coverLetterEditSchema>;
