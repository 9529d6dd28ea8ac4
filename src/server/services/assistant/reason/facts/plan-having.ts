import type { Fact, FactKind } from '../../knowledge/facts';
import type { Question } from '../../understand/read-question';
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
const ASKS = /^(how many|which|what)\b|\b(how many|which ones?|which of)\b/;

const QUOTED = /(?:^|\s)["'“‘]([^"'”’]{3,60})["'”’](?=\s|[?.,!]|$)/;

const stemsOfFact = (fact: Fact): Set<string> => new Set([...fact.words].map(stemWord));

export function planHaving(scope: Scope, question: Question): FactPlan | null {
  if (question.mentions.length > 0 || !ASKS.test(question.text)) return null;
  const kindEntry = KINDS.find(([, pattern]) => pattern.test(question.text));
  if (!kindEntry) return null;
  const [kind, pattern] = kindEntry;
  const facts = scope.facts.byKind(kind);
  const kindStems = new Set(question.text.match(pattern)?.map(stemWord) ?? []);
  const marks = question.concepts.map(stemWord).filter((stem) => !kindStems.has(stem));
  if (marks.length === 0) return null;
  // "has 'Vendor Management' in its skill tags": words in quotes are one name, said as written.
  const quoted = QUOTED.exec(question.raw)?.[1]?.toLowerCase();
  const having = facts.filter((fact) => {
    if (quoted) return fact.passages.some((passage) => passage.text.toLowerCase().includes(quoted));
    const own = stemsOfFact(fact);
    return marks.some((mark) => own.has(mark));
  });
  if (having.length === 0 || having.length === facts.length) return null;
  return { op: 'having', facts: having, total: facts.length, kind };
}
