import type { SectionKey } from '../heading-words';
import { type Heading, sectionOfWords } from '../sections';
import type { SourceLine } from '../source-lines';

/** "Label: a, b, c": the label and what follows it. */
export const LABELLED = /^([^:]{2,40}):\s+(\S.*)$/;

/** Sections before the body, where a labelled list of skills may stand on a line of its own. */
const OPENING_SECTIONS: ReadonlySet<SectionKey> = new Set(['summary', 'contact']);
const MIN_INLINE_SKILLS = 3;

/**
 * "Key Skills : Kubernetes, Prometheus, Go" among the contact lines or in the summary: a job
 * portal's profile, or a writer who had no skills heading, lists them under a label. The list
 * joins the skills; the section around it goes on.
 */
export function inlineSkills(
  line: SourceLine,
  active: Heading | undefined,
): { section: SectionKey; text: string } | null {
  if (active && !OPENING_SECTIONS.has(active.section)) return null;
  const labelled = LABELLED.exec(line.text);
  if (!labelled?.[1] || !labelled[2] || sectionOfWords(labelled[1]) !== 'skills') return null;
  return labelled[2].split(/[,;|•·]/).length >= MIN_INLINE_SKILLS
    ? { section: 'skills', text: labelled[2] }
    : null;
}
