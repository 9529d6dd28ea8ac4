import type { CoverLetter } from '../cover-letter';
import type { ParsedResume } from '../parsed-resume';
import { type ResumeBlock, resumeHeader } from './resume-blocks';

/**
 * A cover letter as blocks in its resume's template: the same name and contact line as the
 * resume's header, the date, then greeting, paragraphs, sign-off and name, so the two files read
 * as one application.
 */
export function layoutCoverLetter(letter: CoverLetter, resume: ParsedResume, date: string): ResumeBlock[] {
  const paragraph = (text: string): ResumeBlock => ({ kind: 'paragraph', text });
  return [
    ...resumeHeader(resume),
    paragraph(date),
    paragraph(letter.greeting),
    ...letter.paragraphs.filter((text) => text.trim()).map(paragraph),
    paragraph(letter.closing),
    paragraph(letter.signature),
  ];
}
