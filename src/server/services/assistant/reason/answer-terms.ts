import { composeFromHits } from '../compose/describe-hits';
import { bullets, joinWords, lines, quoteIfFirstPerson, withoutFinalStop } from '../compose/reply-text';
import { type Focus, isAbout } from '../knowledge/focus';
import type { Passage } from '../knowledge/passages';
import { employerOf } from '../knowledge/timeline';
import { findEvidence } from '../retrieve/find-evidence';
import { saysWord } from '../retrieve/says-word';
import { type Hit, searchPassages } from '../retrieve/search-passages';
import { STOP_WORDS } from '../understand/question-words';
import { type Question, readQuestion } from '../understand/read-question';
import { isKnownPhrase } from '../understand/thesaurus';
import { offersOnlyUnsaid } from './check-stated';
import { answer, notStated, type PartAnswer, type Scope } from './part-answer';

const TRIGGER = new RegExp(
  [
    String.raw`\b(?:have|has|any|got)\s+(.+?)\s+experience$`,
    String.raw`\b(?:know|knows|knowledge of|experience (?:with|in|using|of|on)|experienced (?:with|in)|familiar with|familiarity with|expertise in|expert (?:in|at|on)|proficient (?:in|with)|good at|worked (?:with|on)|work with|used|uses|using|implemented|deployed|rolled out|introduced|adopted|hands on (?:experience )?(?:with )?|background in|strong in|versed in|skilled (?:in|at|with)|help (?:us )?with|handled?|done|run|ran|dealt with|deal with|managed?|certified in)\s+(.+)$`,
  ].join('|'),
);
const LEADING =
  /^(?:and|or|but|about|any|some|the|a|an|him|his|doing|working on|working with|with|in|of|on|how to|our|my|your)\s+/;
const TRAILING =
  /\s+(?:too|also|as well|at all|well|stuff|things|technology|technologies|tools?|work|experience|skills?|platforms?|systems?|before|anywhere|ever|yet|somewhere)$/;
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
  // "where did it run and when?": a question word after the verb names no skill
  'when',
  'where',
  'how',
  'why',
  'what',
]);

/** The skills named in "does he know X?" or "experience with X and Y?", each as its own words. */
export function extractTerms(text: string): string[] {
  const match = TRIGGER.exec(text);
  let rest = match?.[1] ?? match?.[2] ?? '';
  // "…subscriptions nobody uses; has he dealt with X?": the last trigger names the terms.
  for (let inner = TRIGGER.exec(rest); inner; inner = TRIGGER.exec(rest)) rest = inner[1] ?? inner[2] ?? '';
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(LEADING, '').replace(TRAILING, '').trim();
  }
  // "Has he dealt with that kind of mess?": a phrase that points back to what was said names no skill.
  if (rest === '' || VAGUE.has(rest) || /^(that|this|those|these|such|the same)\b/.test(rest)) return [];
  if (isKnownPhrase(rest)) return [rest];
  return rest
    .split(/\s+(?:and|or|nor|plus)\s+|\s*,\s*/)
    .map((term) => term.trim())
    .filter((term) => term.length > 1 && !VAGUE.has(term));
}

const TERM_LINES = 2;

type TermResult = {
  display: string;
  status: 'found' | 'related' | 'missing';
  hits: Hit[];
  question: Question;
};

/** The visitor's own spelling of a term ("ITIL", not "itil"), from the question as written. */
function displayOf(question: Question, term: string): string {
  const wanted = term.split(' ');
  for (let start = 0; start + wanted.length <= question.words.length; start += 1) {
    if (wanted.every((word, offset) => question.words[start + offset] === word))
      return question.tokens.slice(start, start + wanted.length).join(' ');
  }
  return term;
}

function lookUpTerm(scope: Scope, question: Question, term: string): TermResult {
  const display = displayOf(question, term);
  const termQuestion = readQuestion(display, scope.knowledge);
  const [mention] = termQuestion.mentions;
  const isOwn = (passage: Passage) => passage.section !== 'blog' && passage.section !== 'roi-calculator';
  const filter = mention ? (passage: Passage) => isAbout(passage, mention.focus) : isOwn;
  const words = mention || termQuestion.concepts.length === 0 ? termQuestion.words : termQuestion.concepts;
  const result = findEvidence(scope, termQuestion, filter, words);
  if (
    result.hits.length === 0 ||
    (termQuestion.unknown.length > 0 && !mention && result.matched.length === 0) ||
    (!mention && termQuestion.unknown.some(isProperName))
  )
    return { display, status: 'missing', hits: [], question: termQuestion };
  // Named only if some passage says every word of it ("offshore teams" is not "IT staff").
  const isSaid = termQuestion.concepts.every((concept) =>
    result.hits.some((hit) => saysWord(hit.passage.text, concept, true)),
  );
  const isNamed = Boolean(mention) || (result.isStrong && result.matched.length > 0 && isSaid);
  // A product or a name ("Microsoft Teams", "Workday") is there by name or not at all: passages
  // that share a common word with it ("teams") are no experience of it.
  if (!isNamed && isProperName(display))
    return { display, status: 'missing', hits: [], question: termQuestion };
  return { display, status: isNamed ? 'found' : 'related', hits: result.hits, question: termQuestion };
}

/** A term written with a capital: a product, a standard, a name ("Workday", "HRIS", "Microsoft Teams"). */
const isProperName = (display: string) => display.split(/\s+/).some((word) => /^\p{Lu}/u.test(word));

const describeEvidence = (hit: Hit) =>
  `${quoteIfFirstPerson(withoutFinalStop(hit.passage.text))} (${hit.passage.label})`;

/** "Does he know X and Y?": what the site says about each, and plainly which it does not mention. */
export function answerTerms(scope: Scope, question: Question, terms: readonly string[]): PartAnswer {
  const results = terms.map((term) => lookUpTerm(scope, question, term));
  const found = results.filter((result) => result.status !== 'missing');
  const missing = results.filter((result) => result.status === 'missing').map((result) => result.display);
  const related = results.filter((result) => result.status === 'related').map((result) => result.display);
  const absent = missing.length > 0 ? `The site doesn't mention ${joinWords(missing, 'or')}.` : null;
  const [only] = found;
  if (!only) return notStated(scope, absent ?? "The site doesn't say.");
  if (absent && offersOnlyUnsaid(question, missing)) return notStated(scope, absent);
  const byName =
    related.length > 0
      ? `The site doesn't mention ${joinWords(related)} by name; related experience it lists:`
      : null;
  if (found.length === 1) {
    const isYes = question.isYesNo && missing.length === 0 && related.length === 0;
    const lead = byName ?? (isYes ? 'Yes. Here is what the site says:' : 'Here is what the site says:');
    const reply = composeFromHits(scope, { ...only.question, isYesNo: false }, only.hits, lead);
    return { ...reply, text: lines(reply.text, absent) };
  }
  const lead =
    question.isYesNo && missing.length === 0 && related.length === 0
      ? 'Yes. Here is what the site says:'
      : 'Here is what the site says:';
  const body = bullets(
    found.map(
      (result) => `${result.display}: ${result.hits.slice(0, TERM_LINES).map(describeEvidence).join('; ')}`,
    ),
  );
  const hits = found.flatMap((result) => result.hits.slice(0, TERM_LINES));
  const sources = [...new Set(hits.map((hit) => JSON.stringify(hit.passage.source)))];
  const [first] = hits;
  const focus: Focus | null =
    sources.length === 1 && first?.passage.source.kind === 'project'
      ? { kind: 'project', index: first.passage.source.index }
      : sources.length === 1 && first?.passage.source.kind === 'role'
        ? { kind: 'roles', indexes: [first.passage.source.index] }
        : null;
  return answer(
    lines(
      lead,
      body,
      byName ? `(${joinWords(related)}: related experience, not named as such.)` : null,
      absent,
    ),
    [...new Set(hits.map((hit) => hit.passage.section))],
    focus,
    hits.map((hit) => hit.passage),
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
  if (at < 0 || question.mentions.length > 0 || question.ask === 'how-long') return null;
  let start = at + 1;
  while (ARTICLES.has(words[start] ?? '')) start += 1;
  const field = words.slice(start);
  if (field.length === 0 || field.length > 5 || field.some((word) => /\d/.test(word))) return null;
  if (field.every((word) => STOP_WORDS.has(word))) return null;
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
      `The site doesn't mention ${display}: the employers on ${scope.knowledge.firstName}'s Career Timeline are ${joinWords(employers)}.`,
    );
  }
  const items = [...byEmployer.entries()].map(
    ([employer, passage]) =>
      `${employer}: ${withoutFinalStop(passage.kind === 'title' ? passage.label : passage.text)}`,
  );
  const passages = [...byEmployer.values()];
  // "Worked in finance?" is about the industry: budgets found through the thesaurus are no "Yes".
  const fieldWords = field.filter((word) => !STOP_WORDS.has(word));
  const isSaid = passages.some((passage) =>
    fieldWords.every((word) => saysWord(`${passage.label} ${passage.text}`, word, false)),
  );
  const lead = !question.isYesNo
    ? `Where ${scope.knowledge.firstName}'s Career Timeline matches ${display}:`
    : isSaid
      ? `Yes. Where ${scope.knowledge.firstName}'s Career Timeline matches ${display}:`
      : `The site doesn't name ${display} among ${scope.knowledge.firstName}'s fields; the closest it comes:`;
  return answer(lines(lead, bullets(items)), ['experience'], null, passages);
}
