import type { KeywordDetail } from '../../../shared/resume/match-analysis';
import { escapeRegExp } from '../../../shared/text/escape-reg-exp';
import { type Term, vocabulary } from '../../../shared/vocabulary/terms';
import { countForm, type PreparedForm, prepareForm, prepareText } from './normalize';
import { extractNounPhraseTerms } from './phrase-terms';
import { extractPhrases } from './phrases';
import { isPostingBoilerplate, listPostingHeadings } from './posting-boilerplate';
import { extractPostingTerms } from './posting-terms';
import { isAbbreviation, isCasedForm, listEvidenceForms } from './synonyms';
import { CATEGORY_WEIGHTS, GENERAL_TERM_IDS } from './term-weights';

export type JobText = {
  position: string;
  company: string;
  description: string | null;
  requirements: string | null;
  details: string | null;
};

export type Importance = KeywordDetail['importance'];

/** One thing the job asks for, with the forms that show it in a resume. */
export type JobKeyword = {
  id: string;
  /** As the posting words it: the wording a tailored resume should use. */
  label: string;
  term: Term | null;
  /** Forms that name it (its synonyms and abbreviations). */
  forms: PreparedForm[];
  /** Related wording that shows it without naming it. */
  evidence: PreparedForm[];
  weight: number;
  count: number;
  importance: Importance;
  jobLocations: string[];
};

type JobLine = { text: string; field: string; multiplier: number; importance: Importance };

const FIELDS: Array<{ key: keyof JobText; label: string; multiplier: number; importance: Importance }> = [
  { key: 'position', label: 'Job title', multiplier: 2, importance: 'required' },
  { key: 'requirements', label: 'Requirements', multiplier: 1.4, importance: 'required' },
  { key: 'description', label: 'Description', multiplier: 1, importance: 'mentioned' },
  { key: 'details', label: 'Job details', multiplier: 1, importance: 'mentioned' },
];
const REQUIRED_HEADING =
  /\b(requirements?|qualifications|must[- ]haves?|what you.?ll (?:need|bring)|you have|about you|minimum|required|who you are)\b/i;
const PREFERRED_HEADING = /\b(preferred|nice[- ]to[- ]haves?|bonus|pluses|desired|ideally|would be great)\b/i;
const DUTIES_HEADING = /\b(responsibilities|what you.?ll do|the role|duties|day to day|about the job)\b/i;
const MAX_KEYWORDS = 30;
/** "We are hiring a …" announces the job; it does not ask for hiring experience. */
const HIRING_ANNOUNCEMENT = /\b(?:we(?:\s+are|'re|’re)|is|are|now)\s+hiring\b/gi;
const IMPORTANCE_MULTIPLIER: Record<Importance, number> = { required: 1.25, preferred: 0.7, mentioned: 1 };
const RANK: Record<Importance, number> = { required: 2, mentioned: 1, preferred: 0 };

/** Lines of every field, each knowing its field, its place and whether it sits under "Requirements" or "Nice to have". */
function splitJobLines(job: JobText): JobLine[] {
  return FIELDS.flatMap(({ key, label, multiplier, importance }) => {
    const lines = (job[key] ?? '').split(/\r?\n|(?<=[.;])\s+(?=[A-Z•*-])/).filter((line) => line.trim());
    let current = importance;
    return lines.map((text, index) => {
      // A label opening a paragraph ("Requirements: 4+ years…") sets its importance like a heading.
      const opening = /^\s*([A-Za-z' -]{3,40}):/.exec(text)?.[1] ?? '';
      const isHeading = (text.trim().length < 60 && !/[.;]$/.test(text.trim())) || opening !== '';
      const headingText = opening || text;
      if (isHeading && PREFERRED_HEADING.test(headingText)) current = 'preferred';
      else if (isHeading && REQUIRED_HEADING.test(headingText)) current = 'required';
      else if (isHeading && DUTIES_HEADING.test(headingText))
        current = key === 'requirements' ? 'required' : 'mentioned';
      const lineImportance =
        /\b(required|must)\b/i.test(text) && current !== 'preferred' ? 'required' : current;
      const early = index < lines.length * 0.25 ? 1.15 : 1;
      return {
        text,
        field: label,
        multiplier: multiplier * early * IMPORTANCE_MULTIPLIER[lineImportance],
        importance: lineImportance,
      };
    });
  });
}

const preparedForms = new Map<string, PreparedForm[]>();

/** A term's forms ready for matching; forms that read the same ("&" and "and") count once. */
export function prepareTermForms(term: Term): PreparedForm[] {
  const cached = preparedForms.get(term.id);
  if (cached) return cached;
  const forms = term.forms.map((form) => prepareForm(form, isCasedForm(form)));
  const unique = forms.filter(
    (form, index) =>
      forms.findIndex((other) => other.text === form.text && other.isCased === form.isCased) === index,
  );
  preparedForms.set(term.id, unique);
  return unique;
}

/** The job's keywords, weighted by how often, how early and how insistently it asks for each. */
export function extractJobKeywords(job: JobText): JobKeyword[] {
  const lines = splitJobLines(job).map((line) => ({
    ...line,
    prepared: prepareText(line.text.replace(HIRING_ANNOUNCEMENT, ' ')),
  }));
  const keywords: JobKeyword[] = [];
  for (const term of vocabulary) {
    const forms = prepareTermForms(term);
    let count = 0;
    let strength = 0;
    let importance: Importance = 'preferred';
    let label = '';
    const locations = new Set<string>();
    for (const line of lines) {
      const hits = forms.reduce((sum, form) => sum + countForm(line.prepared, form), 0);
      if (hits === 0) continue;
      count += hits;
      strength = Math.max(strength, line.multiplier);
      if (RANK[line.importance] > RANK[importance]) importance = line.importance;
      locations.add(line.field);
      label ||= readableLabel(findWording(line.text, term.forms) ?? '', term);
    }
    if (count === 0) continue;
    const base =
      CATEGORY_WEIGHTS[term.category] *
      (term.isEnterprise ? 1.25 : 1) *
      (GENERAL_TERM_IDS.has(term.id) ? 0.5 : 1);
    keywords.push({
      id: term.id,
      label: label || term.label,
      term,
      forms,
      evidence: listEvidenceForms(term).map((form) => prepareForm(form, isAbbreviation(form))),
      weight: round(base * strength * (1 + 0.5 * Math.log2(count))),
      count,
      importance,
      jobLocations: [...locations],
    });
  }
  const named = extractPostingTerms(lines, keywords, [job.company, job.position]);
  const nounPhrases = extractNounPhraseTerms(lines, [...keywords, ...named], [job.company, job.position]);
  const phrases = extractPhrases(
    lines.map((line) => line.text),
    [...keywords, ...named, ...nounPhrases],
  ).map((phrase) => ({
    ...phrase,
    jobLocations: lines
      .filter((line) => countForm(line.prepared, phrase.forms[0] as PreparedForm) > 0)
      .map((line) => line.field),
  }));
  const headings = listPostingHeadings(lines.map((line) => line.text));
  return mergeSameWording([...keywords, ...named, ...nounPhrases, ...phrases])
    .filter((keyword) => !isPostingBoilerplate(keyword.label, headings))
    .map((keyword) => ({ ...keyword, label: keyword.label.replace(/^#+\s*/, '') }))
    .sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label))
    .slice(0, MAX_KEYWORDS)
    .map((keyword) => ({ ...keyword, jobLocations: [...new Set(keyword.jobLocations)] }));
}

/** Two terms the posting names with the same words ("SaaS") count once, at the higher weight. */
function mergeSameWording(keywords: JobKeyword[]): JobKeyword[] {
  const byLabel = new Map<string, JobKeyword>();
  for (const keyword of keywords) {
    const key = keyword.label.toLowerCase();
    const existing = byLabel.get(key);
    if (!existing || keyword.weight > existing.weight) byLabel.set(key, keyword);
  }
  return [...byLabel.values()];
}

/** The posting's own spelling of the first form it uses. */
function findWording(text: string, forms: string[]): string | null {
  for (const form of forms) {
    const pattern = escapeRegExp(form).replace(/[\s-]+/g, '[\\s-]+');
    const flags = isCasedForm(form) ? '' : 'i';
    const match = new RegExp(`(?<![\\w])${pattern}s?(?![\\w])`, flags).exec(text);
    if (match) return match[0].replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * "Hire" at the start of a sentence is "hire"; "IT Operations" and "ITIL" stay as written, and a
 * name the vocabulary spells with capitals ("Docker", "Microsoft 365") keeps them.
 */
function readableLabel(wording: string, term: Term): string {
  const named = term.forms.find(
    (form) => /[A-Z]/.test(form) && form.toLowerCase() === wording.toLowerCase().replace(/s$/, ''),
  );
  if (named) return wording.toLowerCase() === named.toLowerCase() ? named : wording;
  const rest = wording.slice(1);
  const isSentenceCase = rest === rest.toLowerCase() && !isAbbreviation(wording);
  return isSentenceCase && term.label.charAt(0) === term.label.charAt(0).toLowerCase()
    ? wording.toLowerCase()
    : wording;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
