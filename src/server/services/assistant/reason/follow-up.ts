import type { Focus } from '../knowledge/focus';
import { employerOf } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import type { Scope } from './part-answer';

/**
 * A question about the thing the conversation is on: whether it only names an aspect of it ("and
 * the results?"), and which of it the question points at ("the other one", "there … first").
 */

/** Words that name an aspect of a thing, not a thing: "what were the results?", "where was it based?". */
const ASPECT_WORDS =
  /^(challeng\w*|achiev\w*|accomplish\w*|results?|outcomes?|impact|responsib\w*|duties|skills?|tools?|metrics?|numbers|highlights?|titles?|location|located|based|details?|overview|summary|deal|offices?|budget|team|it)$/;

/** Whether a question only asks an aspect of the conversation's subject. */
export function followsUp(question: Question): boolean {
  if (question.mentions.length > 0) return false;
  // "When did the office open?" after the Vancouver project asks that project's date.
  if (question.isElliptical || question.refersBack || question.ask === 'when') return true;
  return question.concepts.every((concept) => ASPECT_WORDS.test(concept));
}

const FIRST_OF = /\b(first|initially|to begin with|start(?:ed)? (?:out|off)|at the start)\b/;
const LAST_OF = /\b(last|latest|final(?:ly)?|end(?:ed|s)? up|at the end|most recent(?:ly)?)\b/;

/**
 * "And the other recommendation?" after one recommendation: the other person. "What did he do
 * there first?" after an employer of several roles: the earliest of them ("last": the latest).
 */
export function shiftFocus(scope: Scope, focus: Focus, question: Question): Focus {
  if (focus.kind === 'roles' && (FIRST_OF.test(question.text) || LAST_OF.test(question.text))) {
    // "There" is the employer of the role just discussed, all its roles.
    const { roles } = scope.knowledge.content;
    const employerOfIndex = (index: number) => employerOf(roles[index]?.company ?? '');
    const indexes = /\bthere\b/.test(question.text)
      ? roles.flatMap((_, index) =>
          focus.indexes.some((held) => employerOfIndex(held) === employerOfIndex(index)) ? [index] : [],
        )
      : focus.indexes;
    const byStart = [...indexes].sort(
      (a, b) => (scope.timeline.byIndex[a]?.span.start ?? 0) - (scope.timeline.byIndex[b]?.span.start ?? 0),
    );
    const picked = FIRST_OF.test(question.text) ? byStart[0] : byStart.at(-1);
    return picked === undefined ? focus : { kind: 'roles', indexes: [picked] };
  }
  if (focus.kind !== 'person' || !/\bother\b/.test(question.text)) return focus;
  const count = scope.knowledge.content.testimonials.length;
  return { kind: 'person', index: (focus.index + 1) % count };
}
