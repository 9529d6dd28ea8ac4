import { lines } from '../compose/reply-text';
import { employerOf } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import type { PartAnswer, Scope } from './part-answer';

/**
 * "Casey Reyes was his boss at Brightline, right?", "Jordan Ellis at Northwind": a person the site
 * quotes, put at an employer that is not theirs. Whatever the reply (their recommendation, or that
 * the site does not say who he reported to), it starts by setting that straight.
 */
export function correctPersonEmployer(scope: Scope, question: Question, reply: PartAnswer): PartAnswer {
  const employer = question.mentions
    .map(({ focus }) => (focus.kind === 'roles' ? focus.employer : undefined))
    .find(Boolean);
  if (!employer) return reply;
  const corrections = question.mentions.flatMap(({ focus }) => {
    const person = focus.kind === 'person' ? scope.knowledge.content.testimonials[focus.index] : undefined;
    return person && employerOf(person.employer) !== employer
      ? [`${person.name} is ${person.title} at ${person.employer}, not ${employer}.`]
      : [];
  });
  return corrections.length > 0 ? { ...reply, text: lines(...corrections, reply.text) } : reply;
}
