import type { Fact, FactKind } from '../../knowledge/facts';
import type { Question } from '../../understand/read-question';
import { correctWord } from '../../understand/spelling-words';
import { stemWord } from '../../understand/stem-word';
import type { Scope } from '../part-answer';
import type { FactPlan } from './fact-plan';

/**
 * "How many of the projects got press coverage, and which?", "which roles are current?": the
 * things of one kind whose own words (title, employer, place, "current", "press") hold a word of
 * the question, when some of them do and some do not. The rest of the kind is counted beside them.
 */

const KINDS: readonly [FactKind, RegExp][] = [
  ['project', /\b(projects|initiatives|programs|programmes)\b/],
  ['role', /\b(roles|jobs|positions|gigs)\b/],
  ['award', /\b(awards|honou?rs)\b/],
];
const ASKS = /^(how many|which|what)\b|\b(how many|which ones?|which of|which (two|three|four|five))\b/;

/** A kind of figure asked about: "a dollar amount", "a percentage". */
const UNIT_ASKED: readonly ['money' | 'percent', RegExp][] = [
  ['money', /\b(dollars?|money|monetary|\$)( (amounts?|figures?|values?|signs?))?\b/],
  ['percent', /\b(percent|percentage|percentages)\b/],
];
const NEGATED =
  /\b(dont|doesnt|didnt|arent|isnt|wasnt|werent|don t|doesn t|didn t|do not|does not|did not|are not|is not|without|lacks?|lacking|no|none)\b/;
const HAVING_VERB =
  /\b(show|shows|have|has|list|lists|carry|carries|include|includes|mention|mentions|give|gives|with)\b/;
const RANKING = /\b(most|highest|largest|biggest|greatest|best|least|lowest|smallest|top|more|less|fewer)\b/;

const QUOTED = /(?:^|\s)["'“‘]([^"'”’]{3,60})["'”’](?=\s|[?.,!]|$)/;

const stemsOfFact = (fact: Fact): Set<string> => new Set([...fact.words].map(stemWord));

/** With a phrase in quotes the kind may be singular: "which job has 'Vendor Management' in its tags". */
const ONE_OF_KIND: readonly [FactKind, RegExp][] = [
  ['project', /\b(project|initiative|program|programme)( cards?)?\b/],
  ['role', /\b(role|job|position|gig|title)\b/],
  ['award', /\b(award|honou?r)\b/],
];

/**
 * Whether the things are filtered by what they hold, whatever else the question reads like: a
 * phrase in quotes, or a kind of figure they show or lack ("which projects show a percentage"),
 * when nothing is ranked.
 */
export const asksHaving = (question: Question): boolean =>
  QUOTED.test(question.raw) ||
  (UNIT_ASKED.some(([, words]) => words.test(question.text)) &&
    (NEGATED.test(question.text) || HAVING_VERB.test(question.text)) &&
    !RANKING.test(question.text));

/** The quoted words as the site would spell them: "'cloud cost optimzation'" → "cloud cost optimization". */
function quotedPhrase(scope: Scope, question: Question): string | undefined {
  const quoted = QUOTED.exec(question.raw)?.[1]?.toLowerCase();
  if (!quoted) return undefined;
  return quoted
    .split(/\s+/)
    .map((word) => (/^[a-z]{4,}$/.test(word) ? correctWord(word, scope.knowledge.vocabulary) : word))
    .join(' ');
}

export function planHaving(scope: Scope, question: Question): FactPlan | null {
  if (!ASKS.test(question.text)) return null;
  const quoted = quotedPhrase(scope, question);
  // A name in quotes is what the things are filtered by, even where it also names one of them.
  if (question.mentions.length > 0 && !quoted) return null;
  const unit = UNIT_ASKED.find(([, words]) => words.test(question.text))?.[0];
  const kindEntry =
    KINDS.find(([, pattern]) => pattern.test(question.text)) ??
    (quoted || unit ? ONE_OF_KIND.find(([, pattern]) => pattern.test(question.text)) : undefined);
  if (!kindEntry) return null;
  const [kind, pattern] = kindEntry;
  const facts = scope.facts.byKind(kind);
  const kindStems = new Set(
    (question.text.match(new RegExp(pattern.source, 'g')) ?? [])
      .flatMap((words) => words.split(' '))
      .map(stemWord),
  );
  const marks = question.concepts.map(stemWord).filter((stem) => !kindStems.has(stem));
  if (marks.length === 0) return null;
  const matches = (fact: Fact) => {
    // "has 'Vendor Management' in its skill tags": words in quotes are one name, said as written.
    if (quoted) return fact.passages.some((passage) => passage.text.toLowerCase().includes(quoted));
    // "show a dollar amount in their metrics": a figure of that kind among the thing's own.
    if (unit) return fact.quantities.some((quantity) => quantity.unit === unit);
    const own = stemsOfFact(fact);
    return marks.some((mark) => own.has(mark));
  };
  // "Which don't show any dollar amount?": the rest of the kind, when what they lack is said exactly.
  const isNegated = (quoted || unit) && NEGATED.test(question.text);
  const having = facts.filter((fact) => matches(fact) !== Boolean(isNegated));
  // Every one of them is an answer only when the filter was said exactly (quoted, a kind of figure).
  if (having.length === 0 || (having.length === facts.length && !quoted && !unit)) return null;
  return { op: 'having', facts: having, total: facts.length, kind };
}
