import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { type Term, vocabulary } from '../../../shared/vocabulary/terms';
import { prepareTermForms } from '../analyse/keywords';
import { countForm, type MatchText, prepareForm, prepareText } from '../analyse/normalize';
import { isAbbreviation, listEvidenceForms } from '../analyse/synonyms';

/** Everything the base resume states, for the rule that tailoring adds nothing it does not. */
export type BaseEvidence = {
  text: MatchText;
  numbers: Set<string>;
  words: Set<string>;
  /** Terms the base names or shows; their forms may appear in the output. */
  terms: Term[];
  termWords: Set<string>;
  /** The base's own texts, which need no checking. */
  texts: Set<string>;
};

export function listResumeTexts(resume: ParsedResume): string[] {
  return [
    resume.name,
    resume.email,
    resume.phone,
    resume.location,
    resume.linkedin ?? '',
    resume.summary,
    ...resume.experience.flatMap((role) => [
      role.title,
      role.company,
      role.location,
      role.startDate,
      role.endDate,
      ...role.bullets,
    ]),
    ...resume.education.flatMap((entry) => [
      entry.degree,
      entry.school,
      entry.location,
      entry.graduationDate,
      entry.gpa ?? '',
    ]),
    ...resume.skills,
    ...resume.certifications,
    ...resume.achievements,
    resume.clearance ?? '',
    ...(resume.projects ?? []).flatMap((project) => [project.name, project.description, ...project.bullets]),
    ...(resume.volunteer ?? []).flatMap((entry) => [entry.position, entry.organization, ...entry.bullets]),
    ...(resume.languages ?? []).flatMap((entry) => [entry.language, entry.fluency]),
    ...(resume.publications ?? []).flatMap((entry) => [entry.name, entry.publisher, entry.summary ?? '']),
    ...(resume.awards ?? []).flatMap((entry) => [entry.title, entry.awarder, entry.summary ?? '']),
    ...(resume.interests ?? []).flatMap((entry) => [entry.name, ...entry.keywords]),
  ];
}

/** "$1.5M" → "1.5m", "50,000" → "50000", "99.9%" → "99.9%", "15+" → "15". */
export function listNumbers(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?\s?(?:%|[kmb]\b|million\b|billion\b)?/gi) ?? []).map((raw) =>
    raw.toLowerCase().replace(/,/g, '').replace(/\s/g, '').replace('million', 'm').replace('billion', 'b'),
  );
}

export function listWords(text: string): string[] {
  return prepareText(text).lower.trim().split(' ').filter(Boolean);
}

export function isTermShown(term: Term, text: MatchText): boolean {
  const forms = [
    ...prepareTermForms(term),
    ...listEvidenceForms(term).map((form) => prepareForm(form, isAbbreviation(form))),
  ];
  return forms.some((form) => countForm(text, form) > 0);
}

export function collectEvidence(base: ParsedResume): BaseEvidence {
  const all = listResumeTexts(base).join('\n');
  const text = prepareText(all);
  const terms = vocabulary.filter((term) => isTermShown(term, text));
  return {
    text,
    numbers: new Set(listNumbers(all)),
    words: new Set(listWords(all)),
    terms,
    termWords: new Set(terms.flatMap((term) => term.forms.flatMap(listWords))),
    texts: new Set(listResumeTexts(base)),
  };
}
