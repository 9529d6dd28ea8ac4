import { normalizeText } from '../../../../../shared/text/normalize-words';
import type { Fact } from '../../knowledge/facts';
import type { Question } from '../../understand/read-question';
import { stemWord } from '../../understand/stem-word';
import { expandTerms } from '../../understand/thesaurus';
import type { Scope } from '../part-answer';
import type { FactPlan } from './fact-plan';
import { measure } from './measures';

/**
 * "How many startups did he advise at that studio?" with nothing named the site knows by name:
 * the count whose label names what is counted, wherever it is stated. The thing it belongs to
 * breaks a tie by the question's other words; two equally good counts are no answer.
 */

const stemsOf = (text: string): Set<string> => new Set(normalizeText(text).split(' ').map(stemWord));

/** "testers" of "Test Analyst": a doer named by what they do, and its word beside it in a title. */
const agentBase = (word: string): string | null => {
  const base = /^(\w{3,}?)(?:ers?|ors?)$/.exec(word)?.[1];
  return base ? stemWord(base) : null;
};

/**
 * Whether a count's label names the people or things asked about: its own words ("portfolio
 * startups" for "startups"), or a title of the thing it belongs to that joins the asked word's
 * root to the label's noun ("up to 15 analysts" in the Game Test Analyst role, for "testers").
 */
function countsWhatIsAsked(fact: Fact, owner: Fact | null, counted: string): boolean {
  const label = new Set(fact.quantities.flatMap((quantity) => [...stemsOf(quantity.label)]));
  const asked = [counted, ...expandTerms(counted)].map(stemWord);
  if (asked.some((stem) => label.has(stem))) return true;
  const base = agentBase(counted);
  if (!base || !owner) return false;
  const title = stemsOf(owner.name);
  return title.has(base) && [...label].some((stem) => title.has(stem));
}

/** What "how many" counts: the last word before the verb ("how many baby startups did…": startups). */
export function countedWord(text: string): string | undefined {
  const phrase =
    /\bhow many ((?:\w+ ){0,3}?)(\w+) (?:did|does|do|has|have|had|was|were|is|are|will|would|can)\b/.exec(
      text,
    );
  return phrase?.[2] ?? /\bhow many (\w+)/.exec(text)?.[1];
}

export function planCount(scope: Scope, question: Question): FactPlan | null {
  const counted = countedWord(question.text);
  // Roles and employers are counted from the career timeline ("how many companies has he founded").
  if (
    !counted ||
    /^(dollars?|percent\w*|years?|months?|times?|of|more|people|roles?|jobs?|positions?|titles?|compan(y|ies)|firms?|businesses|employers?|consultanc(y|ies))$/.test(
      counted,
    )
  )
    return null;
  const ranked = scope.facts
    .byKind('quantity')
    .filter((fact) => fact.quantities[0]?.unit === 'count')
    .flatMap((fact) => {
      const owner = fact.focus ? scope.facts.ofFocus(fact.focus) : null;
      if (!countsWhatIsAsked(fact, owner, counted)) return [];
      const of = measure(fact, 'amount', { asked: new Set() });
      const ownerStems = owner ? stemsOf([owner.name, ...owner.words].join(' ')) : new Set<string>();
      const score = [...question.stems].filter((stem) => ownerStems.has(stem)).length;
      return of ? [{ of, owner, score }] : [];
    })
    .sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  if (!best || (next && next.score === best.score && next.of.value !== best.of.value)) return null;
  return { op: 'figure', of: best.of, owner: best.owner };
}
