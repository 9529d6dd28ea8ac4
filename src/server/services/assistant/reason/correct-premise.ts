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

/** "Since Alex lives up in Vancouver…": where the visitor says he lives, as written. */
const LIVES_IN =
  /\b(?:lives?|living|based|located|resides?|settled)\s+(?:up |down |over |out |now )?(?:in|at|near)\s+((?:[A-Z][\w.-]*)(?:[ ,]+[A-Z][\w.-]*){0,2})/;

/**
 * "Since Alex lives up in Vancouver, could he…": a home the site does not give him. The reply
 * starts by saying where the site says he is based.
 */
export function correctHome(scope: Scope, question: Question, reply: PartAnswer): PartAnswer {
  const place = LIVES_IN.exec(question.raw)?.[1]?.replace(/[,\s]+$/, '');
  const { location } = scope.knowledge.content.contact;
  const home = location.toLowerCase();
  if (!place || place.split(/[ ,]+/).some((word) => home.includes(word.toLowerCase()))) return reply;
  if (reply.text.includes(location)) return reply;
  return {
    ...reply,
    text: lines(`${scope.knowledge.firstName} is based in the ${location}, not ${place}.`, reply.text),
  };
}
