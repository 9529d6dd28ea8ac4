import type { CoverLetter } from '../../../shared/resume/cover-letter';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { collectEvidence } from '../tailor/evidence';
import { checkText, type Invention } from '../tailor/fact-check';
import type { LetterJob } from './draft-cover-letter';

/**
 * The tailoring fact check applied to a letter: every number, skill and name must come from the
 * resume, except the posting's own title, employer and contact, which the letter may name.
 */
export function checkCoverLetter(letter: CoverLetter, resume: ParsedResume, job: LetterJob): Invention[] {
  const evidence = collectEvidence(resume);
  // "Hiring Manager" is the greeting's own wording when the posting names no one.
  const postingNames = [job.position, job.company, job.hiringManager ?? '', 'Hiring Manager']
    .map((name) => name.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  // The posting's title, employer and contact are the posting's words, not claims about the owner.
  const withoutPosting = (text: string) =>
    postingNames.reduce((rest, name) => rest.split(name).join('the posting'), text);
  return [letter.greeting, ...letter.paragraphs].flatMap((text, index) =>
    checkText(evidence, withoutPosting(text), index === 0 ? 'greeting' : `paragraph ${index}`),
  );
}
