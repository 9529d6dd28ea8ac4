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
  /\b(end|ended|ending|left|leaving|leave|leaves|quit\w*|exit\w*|depart\w*|finish\w*|close\w*|wrap\w*)\b/;
const STARTS =
  /\b(start\w*|began|begin\w*|joined|join|joins|joining|found\w*|made|make|makes|open\w*|launch\w*|set up|hired)\b/;

/**
 * The point of a side's span that its words name: "when he left X" is X's end, "he founded Y"
 * Y's start; a side naming neither is measured as the question asks (by default its start).
 */
export function sidePoint(side: Side, fallback: 'start' | 'end'): 'start' | 'end' {
  if (ENDS.test(side.text)) return 'end';
  if (STARTS.test(side.text)) return 'start';
  return fallback;
}

/** Two dated things are compared by when they started, unless a side's words name its end. */
export function datePoint(fact: Fact, side: Side): Measurement | null {
  return measure(fact, sidePoint(side, 'start'));
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
