import { isDeepStrictEqual } from 'node:util';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { vocabulary } from '../../../shared/vocabulary/terms';
import { prepareTermForms } from '../analyse/keywords';
import { countForm, prepareText } from '../analyse/normalize';
import { type BaseEvidence, collectEvidence, listNumbers, listWords } from './evidence';

export type InventionKind =
  | 'employer'
  | 'title'
  | 'date'
  | 'number'
  | 'skill'
  | 'certification'
  | 'education'
  | 'entity'
  | 'contact'
  | 'section';
export type Invention = { kind: InventionKind; value: string; where: string };

const COMMON_CAPITALS = new Set(
  'i a an the and or of for to in on with by at as from my our we me this that these those it its our their his her'.split(
    ' ',
  ),
);

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Anything in `text` the base resume does not state: a number it never gives, a skill or tool it
 * never names or shows, or a name (a capitalised word mid-sentence, an acronym) it never uses.
 */
export function checkText(evidence: BaseEvidence, text: string, where: string): Invention[] {
  const found: Invention[] = [];
  if (evidence.texts.has(text)) return found;
  for (const number of listNumbers(text)) {
    if (!evidence.numbers.has(number)) found.push({ kind: 'number', value: number, where });
  }
  const prepared = prepareText(text);
  for (const term of vocabulary) {
    if (evidence.terms.includes(term)) continue;
    if (prepareTermForms(term).some((form) => countForm(prepared, form) > 0))
      found.push({ kind: 'skill', value: term.label, where });
  }
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\s+[|•]\s+|\n/)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    words.forEach((raw, index) => {
      const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
      const isAcronym = /^[A-Z0-9&+]{2,}$/.test(word) && /[A-Z]/.test(word);
      const isName = index > 0 && /^\p{Lu}/u.test(word) && !COMMON_CAPITALS.has(word.toLowerCase());
      if (!word || (!isAcronym && !isName)) return;
      const parts = listWords(word);
      if (parts.every((part) => evidence.words.has(part) || evidence.termWords.has(part))) return;
      if (
        found.some(
          (invention) =>
            invention.kind === 'skill' && listWords(invention.value).includes(word.toLowerCase()),
        )
      )
        return;
      found.push({ kind: 'entity', value: word, where });
    });
  }
  return found;
}

/** Every way `output` goes beyond `base`; empty when tailoring invented nothing. */
export function findInventions(
  base: ParsedResume,
  output: ParsedResume,
  evidence: BaseEvidence = collectEvidence(base),
): Invention[] {
  const found: Invention[] = [];
  for (const field of ['name', 'email', 'phone', 'location', 'linkedin'] as const) {
    if ((output[field] ?? '') !== (base[field] ?? ''))
      found.push({ kind: 'contact', value: output[field] ?? '', where: field });
  }
  const roles = new Set(
    base.experience.map((role) =>
      [role.title, role.company, role.startDate, role.endDate].map(key).join('|'),
    ),
  );
  for (const role of output.experience) {
    const where = `${role.title}, ${role.company}`;
    if (!roles.has([role.title, role.company, role.startDate, role.endDate].map(key).join('|'))) {
      const sameEmployer = base.experience.some((entry) => key(entry.company) === key(role.company));
      const sameTitle = base.experience.some((entry) => key(entry.title) === key(role.title));
      found.push({
        kind: !sameEmployer ? 'employer' : !sameTitle ? 'title' : 'date',
        value: where,
        where: 'experience',
      });
    }
    for (const bullet of role.bullets) found.push(...checkText(evidence, bullet, where));
  }
  const degrees = new Set(
    base.education.map((entry) => [entry.degree, entry.school, entry.graduationDate].map(key).join('|')),
  );
  for (const entry of output.education) {
    if (!degrees.has([entry.degree, entry.school, entry.graduationDate].map(key).join('|')))
      found.push({ kind: 'education', value: entry.degree, where: 'education' });
  }
  const certifications = new Set(base.certifications.map(key));
  for (const certification of output.certifications) {
    if (!certifications.has(key(certification)))
      found.push({ kind: 'certification', value: certification, where: 'certifications' });
  }
  const skills = new Set(base.skills.map(key));
  for (const skill of output.skills) {
    if (skills.has(key(skill))) continue;
    const inventions = checkText(evidence, skill, 'skills');
    const namesKnownTerm = evidence.terms.some((term) =>
      prepareTermForms(term).some((form) => countForm(prepareText(skill), form) > 0),
    );
    if (inventions.length > 0 || !namesKnownTerm)
      found.push({ kind: 'skill', value: skill, where: 'skills' });
  }
  found.push(...findSectionInventions(base, output));
  found.push(...checkText(evidence, output.summary, 'summary'));
  for (const achievement of output.achievements)
    found.push(...checkText(evidence, achievement, 'achievements'));
  return found;
}

const KEPT_SECTIONS = ['projects', 'volunteer', 'languages', 'publications', 'awards', 'interests'] as const;

/** Projects, volunteer work, languages, publications, awards and interests are kept as the base has them. */
function findSectionInventions(base: ParsedResume, output: ParsedResume): Invention[] {
  return KEPT_SECTIONS.flatMap((section) =>
    (output[section] ?? [])
      .filter((entry) => !(base[section] ?? []).some((known) => isDeepStrictEqual(known, entry)))
      .map((entry) => ({ kind: 'section' as const, value: JSON.stringify(entry), where: section })),
  );
}
