import { lines } from '../compose/reply-text';
import { formatDuration } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import { sidePoint } from './facts/date-points';
import { measure } from './facts/measures';
import type { PartAnswer, Scope } from './part-answer';

/**
 * "How long ago was the article published?": the answer to "when", and the time from that date to
 * this month ("That was 4 years and 3 months ago"), measured from the start of the thing the reply
 * is about, or its end when the question names one ("how long ago did he leave").
 */
export function sayAgo(scope: Scope, question: Question, reply: PartAnswer): PartAnswer {
  if (!question.asksAgo || reply.kind !== 'answer' || !reply.focus) return reply;
  const fact = scope.facts.ofFocus(reply.focus);
  if (!fact?.span) return reply;
  const point = measure(fact, sidePoint(question, 'start'));
  const months = point ? scope.timeline.now - point.value : -1;
  if (!point || months < 0) return reply;
  const ago = months === 0 ? 'this month' : `${formatDuration(months)} ago`;
  return {
    ...reply,
    text: lines(reply.text, `That was ${ago}, counting to this month.`),
  };
}
