import type { Fact } from '../../knowledge/facts';
import type { Operation, Question, Side } from '../../understand/read-question';
import type { FactPlan } from './fact-plan';
import { type Measurement, measure } from './measures';
import { compare } from './operations';

/**
 * Which point of a dated thing's span a comparison or a difference measures: "when he left X" is
 * X's end, "he founded Y" Y's start, so "did he found Y before he left X?" compares one side's
 * start with the other's end.
 */

const ENDS =
  /\b(end|ended|ending|left|leaving|leave|leaves|quit\w*|exit\w*|depart\w*|finish\w*|close\w*|shut\w*|sold|fold(ed)?|dissolv\w*|wrap\w*|step\w* down|wound down|stop(s|ped|ping)?|gave up|give up|moved on|wound up|wind(s|ing)? up|retir\w*|walked (away|out)|walk(s|ing)? (away|out)|bail\w*|bow\w* out|said goodbye|handed in|resign\w*|check\w* out)\b/;
const STARTS =
  /\b(start\w*|began|begin\w*|joined|join|joins|joining|found\w*|made|make|makes|open\w*|launch\w*|set up|hired|kick\w* off|stood up|came out|come out|published|announced|became|become|becomes|promoted|first day|got going|get(s|ting)? going|got rolling|off the ground|underway|turn\w* up|show\w* up|landed (at|in|a|the)|arriv\w*|came (on )?(board|aboard)|sign\w* on)\b/;

/** Words that name a beginning: "started", "joined", "founded", "kicked off". */
export function namesStart(text: string): boolean {
  return STARTS.test(text) || (/\b(earlier|sooner)\b/.test(text) && /\bstart|began|begin/.test(text));
}

/**
 * The point of a side's span that its words name: "when he left X" is X's end, "he founded Y"
 * Y's start; a side naming neither is measured as the question asks (by default its start).
 */
export function sidePoint(side: Pick<Side, 'text'>, fallback: 'start' | 'end'): 'start' | 'end' {
  if (ENDS.test(side.text)) return 'end';
  if (STARTS.test(side.text)) return 'start';
  return fallback;
}

/** Two dated things are compared by when they started, unless a side's words name its end. */
export function datePoint(fact: Fact, side: Side, fallback: 'start' | 'end' = 'start'): Measurement | null {
  return measure(fact, sidePoint(side, fallback));
}

const GAP = /\b(gap|break|pause|time off|downtime between)\b/;

/**
 * "The gap between the QA job and the IT Manager job": the time from the end of the one that
 * began first to the start of the other, when both last longer than a month and neither side's
 * words name a point of its own.
 */
export function differencePoints(
  question: Question,
  [a, b]: readonly [Fact, Fact],
  [left, right]: readonly [Side, Side],
): ['start' | 'end', 'start' | 'end'] {
  const namesPoint = (side: Side) => ENDS.test(side.text) || STARTS.test(side.text);
  const isSpan = (fact: Fact) => fact.span !== null && fact.span.start !== fact.span.end;
  if (!GAP.test(question.text) || namesPoint(left) || namesPoint(right) || !isSpan(a) || !isSpan(b))
    return ['start', 'start'];
  return (a.span?.start ?? 0) <= (b.span?.start ?? 0) ? ['end', 'start'] : ['start', 'end'];
}

/** "Did he found Y before he left X?": one side's start against the other's end, never an overlap. */
export function comparePoints(
  question: Question,
  operation: Operation,
  [a, b]: readonly [Fact, Fact],
  points: readonly ['start' | 'end', 'start' | 'end'],
): FactPlan | null {
  const first = measure(a, points[0]);
  const second = measure(b, points[1]);
  if (!first || !second) return null;
  const { larger, smaller } = compare(first, second);
  const winner = operation.direction === 'max' ? larger : smaller;
  return {
    isOverlap: false,
    op: 'compare',
    measure: points[0],
    direction: operation.direction,
    first,
    second,
    verdict: question.isYesNo && first.value !== second.value ? winner === first : null,
    points,
  };
}
