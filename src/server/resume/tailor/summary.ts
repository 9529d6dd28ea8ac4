import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { KeywordHit } from '../analyse/match-keywords';
import { SUMMARY_WORDS } from '../analyse/score-format';
import { findAbbreviationPair, isSameMeaning } from '../analyse/synonyms';
import { countWordsIn } from '../analyse/text-stats';
import { cloneResume, createChange, type MoveResult, unchanged } from './changes';
import type { TailorContext } from './context';
import { formPattern, isCapability, joinWithAnd, namedKeywords, toInlineWording, weighText } from './wording';

const LEAD_KEYWORDS = 3;
const MAX_LEAD_SENTENCE_WORDS = 30;
const ABBREVIATION = /\b(Sr|Jr|Dr|Mr|Mrs|Ms|St|Inc|Ltd|Co|Corp|vs|etc|e\.g|i\.e|U\.S|approx)\.$/i;

/** Sentences, with one that points back ("That discipline…") kept with the sentence before it. */
export function splitSentenceGroups(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    current = current ? `${current} ${word}` : word;
    if (/[.!?]["'”)]?$/.test(word) && !ABBREVIATION.test(word)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current) sentences.push(current);
  const groups: string[] = [];
  for (const sentence of sentences) {
    if (groups.length > 0 && /^(This|That|These|Those|It|Such)\b/.test(sentence))
      groups[groups.length - 1] += ` ${sentence}`;
    else groups.push(sentence);
  }
  return groups;
}

/**
 * Whether the experience bullets write the keyword in the posting's words, or in words that mean
 * exactly the same ("help desk" for "service desk", "single sign-on" for "SSO"). A bullet that
 * shows the area in other words ("executive team" for "C-suite") does not let the summary claim it.
 */
function isWordedInBullets(hit: KeywordHit, bullets: string): boolean {
  const label = hit.keyword.label;
  if (formPattern(label).test(bullets)) return true;
  const term = hit.keyword.term;
  if (!term) return false;
  const pair = findAbbreviationPair(term);
  const isPairOf = (form: string) =>
    pair !== null &&
    [pair.short.toLowerCase(), pair.long.toLowerCase()].includes(label.toLowerCase()) &&
    [pair.short.toLowerCase(), pair.long.toLowerCase()].includes(form.toLowerCase());
  return term.forms.some(
    (form) => (isSameMeaning(form, label) || isPairOf(form)) && formPattern(form).test(bullets),
  );
}

const bulletsOf = (resume: ParsedResume) => resume.experience.flatMap((role) => role.bullets).join('\n');

/** The job's top capabilities the base shows, in the posting's words. */
export function pickLeadKeywords(hits: KeywordHit[], summary: string, bullets: string): KeywordHit[] {
  const alreadyLed = new Set(
    namedKeywords(
      splitSentenceGroups(summary)[0] ?? '',
      hits.map((hit) => hit.keyword),
    ).map((keyword) => keyword.id),
  );
  // The heaviest first, but one the resume shows weakly (in a list, in other words) counts half again:
  // naming it is where the summary helps most.
  const pull = (hit: KeywordHit) => hit.keyword.weight * (hit.credit < 1 ? 1.5 : 1);
  return (
    hits
      // A summary claim names only what the experience bullets themselves show.
      .filter(
        (hit) =>
          hit.isNamed &&
          hit.sections.includes('experience') &&
          isWordedInBullets(hit, bullets) &&
          isCapability(hit.keyword) &&
          !alreadyLed.has(hit.keyword.id),
      )
      .sort((a, b) => pull(b) - pull(a))
      .slice(0, LEAD_KEYWORDS)
  );
}

/**
 * Rewrites the summary to lead with what the job asks for first: the opening sentence names the
 * top capabilities the base resume already shows, and the other sentences follow by relevance.
 */
export function leadSummary(resume: ParsedResume, context: TailorContext, hits: KeywordHit[]): MoveResult {
  const alreadyLeads = /\bspeciali[sz](?:ing|es) in\b/i.test(
    splitSentenceGroups(resume.summary).slice(0, 2).join(' '),
  );
  const lead = alreadyLeads ? [] : pickLeadKeywords(hits, resume.summary, bulletsOf(resume));
  const groups = splitSentenceGroups(resume.summary);
  const [first, ...rest] = groups;
  const wording = joinWithAnd(lead.map((hit) => toInlineWording(hit.keyword.label, canonicalOf(hit))));
  const ordered = rest
    .map((group, index) => ({ group, index, weight: weighText(group, context.keywords) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.group);
  let opening: string[];
  if (!first) {
    const title = resume.experience[0]?.title;
    if (!title || lead.length === 0) return unchanged(resume);
    opening = [`${title} specializing in ${wording}.`];
  } else if (lead.length === 0) opening = [first];
  else if (countWordsIn(first) <= MAX_LEAD_SENTENCE_WORDS && /[.!]$/.test(first)) {
    opening = [`${first.replace(/[.!]$/, '')}, specializing in ${wording}.`];
  } else opening = [first, `Specializes in ${wording}.`];
  const after = [...opening, ...ordered].join(' ');
  if (after === resume.summary) return unchanged(resume);
  const next = cloneResume(resume);
  next.summary = after;
  const labels = lead.map((hit) => hit.keyword.label);
  return {
    resume: next,
    changes: [
      createChange({
        section: 'summary',
        kind: 'rewritten',
        before: resume.summary,
        after,
        keywords: labels,
        reason: labels.length
          ? `Opens with the posting's priorities (${joinWithAnd(labels)}), each shown elsewhere in the resume, and puts the most relevant sentences first.`
          : 'Puts the sentences most relevant to the posting first.',
      }),
    ],
  };
}

/** Drops the least relevant sentences until the summary fits, always keeping the opening. */
export function trimSummary(resume: ParsedResume, context: TailorContext): MoveResult {
  const groups = splitSentenceGroups(resume.summary);
  if (countWordsIn(resume.summary) <= SUMMARY_WORDS.max || groups.length < 3) return unchanged(resume);
  const [first = '', ...rest] = groups;
  const ranked = rest.map((group, index) => ({ group, index, weight: weighText(group, context.keywords) }));
  const kept = [...ranked];
  while (
    kept.length > 1 &&
    countWordsIn([first, ...kept.map((entry) => entry.group)].join(' ')) > SUMMARY_WORDS.max
  ) {
    const weakest = [...kept].sort((a, b) => a.weight - b.weight || b.index - a.index)[0];
    kept.splice(kept.indexOf(weakest as (typeof kept)[number]), 1);
  }
  const after = [first, ...kept.sort((a, b) => a.index - b.index).map((entry) => entry.group)].join(' ');
  const next = cloneResume(resume);
  next.summary = after;
  return {
    resume: next,
    changes: [
      createChange({
        section: 'summary',
        kind: 'condensed',
        before: resume.summary,
        after,
        reason: `Cut to ${countWordsIn(after)} words by leaving out the sentences least related to the posting.`,
      }),
    ],
  };
}

/** How a keyword is spelled as a name: the vocabulary's label, or the posting's own for a named tool. */
function canonicalOf(hit: KeywordHit): string | undefined {
  if (hit.keyword.term) return hit.keyword.term.label;
  return hit.keyword.id.startsWith('named:') ? hit.keyword.label : undefined;
}

const LEAD_CLAUSE = /(,? specializing in |Specializes in )([^.]+)\./;
const MAX_LEAD_ITEMS = 5;

/** Adds capabilities the resume shows only in lists or in other words to the summary's opening clause. */
export function nameInSummary(resume: ParsedResume, context: TailorContext, hits: KeywordHit[]): MoveResult {
  // Capabilities the bullets name but the summary does not: never one shown only in a list.
  const bullets = bulletsOf(resume);
  const wanted = hits.filter(
    (hit) =>
      hit.isNamed &&
      hit.sections.includes('experience') &&
      !hit.sections.includes('summary') &&
      isWordedInBullets(hit, bullets) &&
      isCapability(hit.keyword),
  );
  const match = LEAD_CLAUSE.exec(resume.summary);
  if (!match?.[2]) return leadSummary(resume, context, wanted.length ? wanted : hits);
  const items = match[2]
    .split(/, | and /)
    .map((item) => item.trim())
    .filter(Boolean);
  const room = MAX_LEAD_ITEMS - items.length;
  const added = wanted
    .map((hit) => toInlineWording(hit.keyword.label, canonicalOf(hit)))
    .filter((label) => !items.includes(label))
    .slice(0, Math.max(0, room));
  if (added.length === 0) return unchanged(resume);
  const after = resume.summary.replace(LEAD_CLAUSE, `${match[1]}${joinWithAnd([...items, ...added])}.`);
  const next = cloneResume(resume);
  next.summary = after;
  return {
    resume: next,
    changes: [
      createChange({
        section: 'summary',
        kind: 'rewritten',
        before: resume.summary,
        after,
        keywords: added,
        reason: `Names ${joinWithAnd(added.map((label) => `"${label}"`))} in the summary: the posting asks for ${added.length === 1 ? 'it' : 'them'} and your experience already shows ${added.length === 1 ? 'it' : 'them'}.`,
      }),
    ],
  };
}
