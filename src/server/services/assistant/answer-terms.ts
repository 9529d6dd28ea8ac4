import { findEvidence } from './answer-search';
import { type Focus, isAbout } from './focus';
import { answer, notStated, type PartAnswer, type Scope } from './part-answer';
import type { Passage } from './passages';
import { type Question, readQuestion } from './read-question';
import { bullets, joinWords, lines, quoteIfFirstPerson, withoutFinalStop } from './reply-text';
import { searchPassages } from './search-passages';
import { employerOf } from './timeline';

const TRIGGER = new RegExp(
  [
    String.raw`\b(?:have|has|any|got)\s+(.+?)\s+experience$`,
    String.raw`\b(?:know|knows|knowledge of|experience (?:with|in|using|of|on)|experienced (?:with|in)|familiar with|familiarity with|expertise in|expert (?:in|at|on)|proficient (?:in|with)|good at|worked (?:with|on)|work with|used|uses|using|hands on (?:experience )?(?:with )?|background in|strong in|versed in|skilled (?:in|at|with)|help (?:us )?with|handled?|done|run|ran|dealt with|deal with|managed?|certified in)\s+(.+)$`,
  ].join('|'),
);
const LEADING =
  /^(?:about|any|some|the|a|an|him|his|doing|working on|working with|with|in|of|on|how to|our|my|your)\s+/;
const TRAILING =
  /\s+(?:too|also|as well|at all|well|stuff|things|technology|technologies|tools?|work|experience|skills?|platforms?|systems?|before)$/;
const VAGUE = new Set([
  'any',
  'some',
  'it',
  'that',
  'this',
  'them',
  'much',
  'lot',
  'stuff',
  'things',
  'him',
  'there',
]);

/** The skills named in "does he know X?" or "experience with X and Y?", each as its own words. */
export function extractTerms(text: string): string[] {
  const match = TRIGGER.exec(text);
  let rest = match?.[1] ?? match?.[2] ?? '';
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(LEADING, '').replace(TRAILING, '').trim();
  }
  if (rest === '' || VAGUE.has(rest)) return [];
  return rest
    .split(/\s+(?:and|or|nor|plus)\s+|\s*,\s*/)
    .map((term) => term.trim())
    .filter((term) => term.length > 1 && !VAGUE.has(term));
}

const TERM_LINES = 2;

function describeEvidence(passage: Passage): string {
  return `${quoteIfFirstPerson(withoutFinalStop(passage.text))} (${passage.label})`;
}

type TermResult = { term: string; display: string; lines: string[]; passages: Passage[] };

function lookUpTerm(scope: Scope, term: string): TermResult {
  const termQuestion = readQuestion(term, scope.knowledge);
  const display = termQuestion.raw;
  const [mention] = termQuestion.mentions;
  const isOwn = (passage: Passage) => passage.section !== 'blog' && passage.section !== 'roi-calculator';
  const filter = mention ? (passage: Passage) => isAbout(passage, mention.focus) : isOwn;
  const words = termQuestion.concepts.length > 0 ? termQuestion.concepts : termQuestion.words;
  const result = findEvidence(scope, termQuestion, filter, mention ? termQuestion.words : words);
  if (!result.isStrong || (result.matched.length === 0 && !mention)) {
    return { term, display, lines: [], passages: [] };
  }
  const picked = result.hits.slice(0, TERM_LINES).map((hit) => hit.passage);
  return { term, display, lines: picked.map(describeEvidence), passages: picked };
}

/** "Does he know X and Y?": what the site says about each, and plainly which it does not mention. */
export function answerTerms(scope: Scope, question: Question, terms: readonly string[]): PartAnswer {
  const results = terms.map((term) => lookUpTerm(scope, term));
  const found = results.filter((result) => result.lines.length > 0);
  const missing = results.filter((result) => result.lines.length === 0).map((result) => result.display);
  const absent = missing.length > 0 ? `The site doesn't mention ${joinWords(missing, 'or')}.` : null;
  if (found.length === 0) return notStated(scope, absent ?? "The site doesn't say.");
  const lead =
    question.isYesNo && missing.length === 0
      ? 'Yes. Here is what the site says:'
      : 'Here is what the site says:';
  const body =
    found.length === 1
      ? bullets(found[0]?.lines ?? [])
      : bullets(found.map((result) => `${result.display}: ${result.lines[0] ?? ''}`));
  const passages = found.flatMap((result) => result.passages);
  const focuses = [...new Set(passages.map((passage) => JSON.stringify(passage.source)))];
  const [first] = passages;
  const focus: Focus | null =
    focuses.length === 1 && first?.source.kind === 'project'
      ? { kind: 'project', index: first.source.index }
      : focuses.length === 1 && first?.source.kind === 'role'
        ? { kind: 'roles', indexes: [first.source.index] }
        : null;
  return answer(
    lines(lead, body, absent),
    [...new Set(passages.map((passage) => passage.section))],
    focus,
    passages,
  );
}

const WORK_VERBS = new Set(['work', 'worked', 'works', 'working', 'been', 'employed']);
const ARTICLES = new Set(['a', 'an', 'the', 'any', 'some']);

/** "Did he ever work in video games?": which employers on the Career Timeline match, or none. */
export function answerWorkedIn(scope: Scope, question: Question): PartAnswer | null {
  const { words, tokens } = question;
  const at = words.findIndex(
    (word, position) => /^(in|for|at)$/.test(word) && WORK_VERBS.has(words[position - 1] ?? ''),
  );
  if (at < 0 || question.mentions.length > 0) return null;
  let start = at + 1;
  while (ARTICLES.has(words[start] ?? '')) start += 1;
  const field = words.slice(start);
  if (field.length === 0 || field.length > 5 || field.some((word) => /\d/.test(word))) return null;
  const display = tokens.slice(start).join(' ');
  const fieldQuestion = readQuestion(display, scope.knowledge);
  const hits = searchPassages(scope.knowledge, field, {
    limit: 20,
    filter: (passage) => passage.source.kind === 'role',
  });
  const byEmployer = new Map<string, Passage>();
  for (const hit of hits) {
    if (hit.passage.source.kind !== 'role' || fieldQuestion.unknown.length > 0) continue;
    const role = scope.knowledge.content.roles[hit.passage.source.index];
    const employer = role ? employerOf(role.company) : '';
    if (!byEmployer.has(employer) && byEmployer.size < 3 && hit.score >= (hits[0]?.score ?? 0) * 0.3)
      byEmployer.set(employer, hit.passage);
  }
  if (byEmployer.size === 0) {
    const employers = scope.timeline.employers.map((employer) => employer.name).reverse();
    return notStated(
      scope,
      `The site doesn't mention ${display}.`,
      `The employers on ${scope.knowledge.firstName}'s Career Timeline are ${joinWords(employers)}.`,
    );
  }
  const items = [...byEmployer.entries()].map(
    ([employer, passage]) =>
      `${employer}: ${withoutFinalStop(passage.kind === 'title' ? passage.label : passage.text)}`,
  );
  const lead = question.isYesNo
    ? `Yes. Where ${scope.knowledge.firstName}'s Career Timeline matches ${display}:`
    : `Where ${scope.knowledge.firstName}'s Career Timeline matches ${display}:`;
  const passages = [...byEmployer.values()];
  return answer(lines(lead, bullets(items)), ['experience'], null, passages);
}
