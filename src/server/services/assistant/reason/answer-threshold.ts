import { normalizeText } from '../../../../shared/text/normalize-words';
import { bullets, lines, quoteIfFirstPerson, withoutFinalStop } from '../compose/reply-text';
import { isAbout } from '../knowledge/focus';
import type { Knowledge } from '../knowledge/knowledge';
import type { Passage } from '../knowledge/passages';
import { stemsOf, synonymStems } from '../retrieve/says-word';
import { STOP_WORDS } from '../understand/question-words';
import { type Amount, findAmounts, meets, readThreshold, type Threshold } from '../understand/read-amount';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { expandTerms } from '../understand/thesaurus';
import { answerTenure } from './answer-tenure';
import { answer, notStated, type PartAnswer, type Scope } from './part-answer';

/**
 * "Has he managed more than $10M in assets?", "Was the Vancouver center 100,000 sq ft?": a yes/no
 * question that measures against an amount is answered from the amounts the content states for
 * the same thing, never from a passage that merely shares its words. "Yes" only when a stated
 * amount settles it; "No" only when the question names one thing and its stated amount differs;
 * otherwise the site does not say, and the amounts it does give are shown.
 */

/** Unit words that name the same measure in different words ("50 people" and "teams of 15 analysts"). */
const UNIT_GROUPS: readonly (readonly string[])[] = [
  [
    'people',
    'ppl',
    'person',
    'staff',
    'employees',
    'team',
    'teams',
    'analysts',
    'engineers',
    'members',
    'reports',
    'headcount',
    'hires',
    'workforce',
  ],
  ['year', 'years', 'annual', 'annually', 'yearly'],
  ['month', 'months', 'monthly'],
  ['sq', 'square', 'ft', 'feet', 'foot'],
];
/** Words that compare or scale an amount: they say how it is asked, not what is measured. */
const MEASURE_WORDS = new Set(
  'more than over above greater larger bigger higher exceeding excess least upwards north beyond less fewer under below smaller lower most up to worth total size big large sized thousand million billion k m b'.split(
    ' ',
  ),
);
/** Words between an amount and its unit: "teams of up to 15 analysts", "$5M+ in hardware". */
const JOINING = new Set([
  'in',
  'of',
  'up',
  'to',
  'a',
  'an',
  'per',
  'the',
  'and',
  'or',
  'by',
  'than',
  'more',
  'over',
]);
const NEAR = 3;
const SHOWN = 2;

type Candidate = { passage: Passage; amount: Amount };

function formsOf(word: string): ReadonlySet<string> {
  const group = UNIT_GROUPS.find((members) => members.includes(word));
  return new Set(group ? [...group.map(stemWord), ...synonymStems(word)] : synonymStems(word));
}

const groupOf = (word: string) => UNIT_GROUPS.findIndex((members) => members.includes(word));

/** The measure an amount states by the word right after it ("4 years", "15 analysts"), if a known one. */
function ownUnit(text: string, amount: Amount): number {
  const [next = ''] = normalizeText(text.slice(amount.end)).split(' ');
  return groupOf(next);
}

/** The words beside an amount in a passage, joining words skipped: what the amount counts. */
function wordsBeside(text: string, amount: Amount): string[] {
  const pick = (words: string[]) => words.filter((word) => !JOINING.has(word)).slice(0, NEAR);
  const after = normalizeText(text.slice(amount.end)).split(' ');
  const before = normalizeText(text.slice(0, amount.start)).split(' ').reverse();
  return [...pick(after), ...pick(before)].map(stemWord);
}

function isCovered(knowledge: Knowledge, word: string): boolean {
  const { words, stems } = knowledge.coverage;
  return words.has(word) || stems.has(stemWord(word)) || expandTerms(word).some((term) => words.has(term));
}

function findCandidates(scope: Scope, question: Question, threshold: Threshold): Candidate[] {
  const units = threshold.unitWords.filter((word) => !STOP_WORDS.has(word));
  const unitSet = new Set(units);
  const asked = groupOf(units[0] ?? '');
  const concepts = question.concepts.filter(
    (word) =>
      !/\d/.test(word) && !MEASURE_WORDS.has(word) && !unitSet.has(word) && isCovered(scope.knowledge, word),
  );
  const conceptForms = concepts.map(formsOf);
  const unitForms = units.map(formsOf);
  const focuses = question.mentions.map((mention) => mention.focus);
  if (units.length === 0 && concepts.length === 0 && focuses.length === 0) return [];
  const candidates: Candidate[] = [];
  for (const passage of scope.knowledge.passages) {
    if (passage.section === 'blog' || passage.section === 'roi-calculator') continue;
    if (focuses.length > 0 && !focuses.some((focus) => isAbout(passage, focus))) continue;
    const stems = stemsOf(passage.text);
    const saidCount = conceptForms.filter((forms) => [...forms].some((form) => stems.has(form))).length;
    // Named things narrow the passages already, so their unit (or one shared concept) is enough
    // there; elsewhere every concept must be said ("budget" is not found in a passage about assets).
    const needed =
      focuses.length === 0 ? concepts.length : units.length > 0 ? 0 : Math.min(1, concepts.length);
    if (saidCount < needed) continue;
    for (const amount of findAmounts(passage.text)) {
      const isMoney = threshold.amount.isScaled && amount.kind === 'money';
      if (amount.kind !== threshold.amount.kind && !isMoney) continue;
      // "for 4 years" in a sentence about a team is a duration, not a head count.
      const stated = amount.kind === 'count' ? ownUnit(passage.text, amount) : -1;
      if (stated >= 0 && stated !== asked) continue;
      const beside = new Set(wordsBeside(passage.text, amount));
      const isBeside = (forms: ReadonlySet<string>) => [...forms].some((form) => beside.has(form));
      // Without a unit ("a team of more than 20?"), the amount must stand beside what is asked
      // about, or "50,000 sq ft" in a sentence that also mentions teams would count as people.
      const counts =
        unitForms.length > 0
          ? unitForms.every(isBeside)
          : conceptForms.length === 0 || conceptForms.some(isBeside);
      if (counts) candidates.push({ passage, amount });
    }
  }
  return candidates;
}

function describe(candidate: Candidate): string {
  const { passage } = candidate;
  const text = withoutFinalStop(passage.text);
  return text.startsWith(passage.label) ? text : `${passage.label}: ${quoteIfFirstPerson(text)}`;
}

/** Up to two passages, one per amount as written, largest first. */
function strongest(candidates: readonly Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return [...candidates]
    .sort((a, b) => b.amount.value - a.amount.value)
    .filter((candidate) => {
      const key = candidate.amount.text;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SHOWN);
}

function reply(opening: string, shown: readonly Candidate[]): PartAnswer {
  const evidence = shown.map((candidate) => candidate.passage);
  return answer(
    lines(opening, bullets(shown.map(describe))),
    [...new Set(evidence.map((passage) => passage.section))],
    null,
    evidence,
  );
}

export function answerThreshold(scope: Scope, question: Question): PartAnswer | null {
  if (!question.isYesNo) return null;
  const threshold = readThreshold(question.raw);
  if (!threshold) return null;
  const tenure = answerTenure(scope, question, threshold);
  if (tenure) return tenure;
  const candidates = findCandidates(scope, question, threshold);
  if (candidates.length === 0)
    return threshold.comparison === '='
      ? null
      : notStated(scope, "The site doesn't state a figure for that.");
  const settling = candidates.filter((candidate) => meets(candidate.amount, threshold) === true);
  if (settling.length > 0) return reply('Yes. Here is what the site says:', strongest(settling));
  const shown = strongest(candidates);
  const isOneThing = question.mentions.length > 0;
  const isRuledOut = candidates.every((candidate) => meets(candidate.amount, threshold) === false);
  if (isOneThing && isRuledOut) return reply('No. Here is what the site says:', shown);
  // The visitor's own figure is not repeated: only amounts the content states are shown.
  return notStated(
    scope,
    `The site doesn't say so; the figures it gives are ${shown.map(describe).join('; ')}.`,
  );
}
