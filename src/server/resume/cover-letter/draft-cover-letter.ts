import type { CoverLetter } from '../../../shared/resume/cover-letter';
import type { ExperienceEntry, ParsedResume } from '../../../shared/resume/parsed-resume';
import { isQuantified, readOpeningVerb } from '../analyse/action-verbs';
import { type AnalysisContext, scoreResume } from '../analyse/analyse';
import type { KeywordHit } from '../analyse/match-keywords';
import { joinWithAnd, weighText } from '../tailor/wording';

export type LetterJob = { position: string; company: string; hiringManager?: string | null };

type Evidence = { text: string; employer: string; weight: number; quantified: boolean };

/**
 * A cover letter from the resume's own words and the posting, nothing else: why this role (the
 * posting's title and the keywords the resume already shows), two achievements that match the
 * posting with their numbers (quoted from the resume's bullets), and a close. Every sentence is
 * built from resume text, the posting's title, employer and contact, and fixed connecting words.
 */
export function draftCoverLetter(
  resume: ParsedResume,
  job: LetterJob,
  context: AnalysisContext,
): CoverLetter {
  const hits = scoreResume(resume, context).hits;
  const shown = shownKeywords(hits);
  const recent = resume.experience[0];
  return {
    greeting: job.hiringManager?.trim() ? `Dear ${job.hiringManager.trim()},` : 'Dear Hiring Manager,',
    paragraphs: [
      whyThisRole(job, shown, recent),
      matchingAchievements(resume, context),
      close(job, shown),
    ].filter((paragraph) => paragraph !== ''),
    closing: 'Sincerely,',
    signature: resume.name,
    wordedBy: 'engine',
  };
}

/** The posting's keywords the resume shows by name, strongest first, in the posting's wording. */
function shownKeywords(hits: KeywordHit[]): string[] {
  return hits
    .filter((hit) => hit.credit > 0 && hit.isNamed)
    .sort((a, b) => b.keyword.weight - a.keyword.weight)
    .map((hit) => hit.keyword.label);
}

function whyThisRole(job: LetterJob, shown: string[], recent: ExperienceEntry | undefined): string {
  const company = job.company.trim() ? ` at ${job.company.trim()}` : '';
  const opening = `I am writing to apply for the ${job.position.trim()} role${company}.`;
  const asks = shown.slice(0, 3).map((label) => `"${label}"`);
  const where = recent ? ` in my work as ${[recent.title, recent.company].filter(Boolean).join(' at ')}` : '';
  if (asks.length === 0)
    return where ? `${opening} ${endSentence(`My resume shows what I have done${where}`)}` : opening;
  return `${opening} ${endSentence(`Your posting asks for ${joinWithAnd(asks)}, which my resume shows${where}`)}`;
}

const MAX_WORDS = 40;

/**
 * The two results that weigh most for the posting, ones with a number first: single sentences of
 * the resume's bullets and achievements (a bullet that runs to a paragraph gives its best sentence).
 */
function matchingAchievements(resume: ParsedResume, context: AnalysisContext): string {
  const sources = [
    ...resume.experience.flatMap((role) => role.bullets.map((text) => ({ text, employer: role.company }))),
    ...resume.achievements.map((text) => ({ text, employer: '' })),
  ];
  const candidates: Evidence[] = sources
    .flatMap(({ text, employer }) => splitSentences(text).map((sentence) => ({ text: sentence, employer })))
    .filter(({ text }) => /^[A-Z0-9$]/.test(text) && countWords(text) >= 4 && countWords(text) <= MAX_WORDS)
    .map((entry) => ({
      ...entry,
      weight: weighText(entry.text, context.keywords),
      quantified: isQuantified(entry.text),
    }));
  const ranked = candidates.sort(
    (a, b) => Number(b.quantified) - Number(a.quantified) || b.weight - a.weight,
  );
  const picked: Evidence[] = [];
  for (const entry of ranked) {
    if (picked.length === 2) break;
    if (!picked.some((other) => other.text === entry.text)) picked.push(entry);
  }
  if (picked.length === 0) return '';
  const sentences = picked.map(sentenceOf);
  return picked.length === 2
    ? `Two results from my resume speak to what you need. ${sentences.join(' ')}`
    : `One result from my resume speaks to what you need. ${sentences[0]}`;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** "At Northwind, I cut costs by 22%." when the bullet opens with a verb; else quoted as written. */
function sentenceOf(entry: Evidence): string {
  const text = entry.text.trim().replace(/[.;]+$/, '');
  const opensWithVerb = readOpeningVerb(text).form !== 'none' && !/^[A-Z0-9]{2,}\b/.test(text);
  const employer = entry.employer.trim();
  const lead = employer ? `At ${employer}, ` : '';
  if (opensWithVerb) return `${lead}I ${text.charAt(0).toLowerCase()}${text.slice(1)}.`;
  return employer ? `At ${employer}: ${text}.` : `${text}.`;
}

/** A full stop, unless the text already ends with one ("… at Creative Solutions Inc."). */
function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function close(job: LetterJob, shown: string[]): string {
  const topic = shown[0] ? ` and what my experience with "${shown[0]}" could bring` : '';
  const company = job.company.trim() ? ` to ${job.company.trim()}` : '';
  return `I would welcome the chance to talk about the ${job.position.trim()} role${topic}${company}. Thank you for your time and consideration.`;
}
