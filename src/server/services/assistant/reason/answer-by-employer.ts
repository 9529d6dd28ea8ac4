import { bullets, joinWords, lines } from '../compose/reply-text';
import type { Conversation } from '../conversation';
import type { Focus } from '../knowledge/focus';
import { employerOf } from '../knowledge/timeline';
import type { Topic } from '../understand/detect-topic';
import type { Question } from '../understand/read-question';
import { answerAwardByEmployer } from './answer-award-employer';
import { answerAbout } from './answer-focus';
import { answer, notStated, type PartAnswer, type Scope } from './part-answer';

/**
 * "there", "then", "that role", "when he introduced it": the question is about the conversation's
 * subject, whatever its words.
 */
export const POINTS_BACK =
  /\b(there|then|that (role|job|position|project|program|company|one|time)|this (role|job|project)|at that time)\b|\b(when|while|as) (he|him)( was| had)? \w+ (it|that|this|them)\b/;

/**
 * "Who recommended him at Northwind?", "Which projects were at Brightline?": the recommendations
 * or projects of one employer, named in the question or the conversation's subject.
 */
export function answerByEmployer(
  scope: Scope,
  question: Question,
  topic: Topic | null,
  mentioned: Focus[],
  context: Conversation,
): PartAnswer | null {
  if (topic === 'awards') return answerAwardByEmployer(scope, mentioned, question.isYesNo);
  if (topic !== 'testimonials' && topic !== 'projects') return null;
  const named = mentioned.find((focus) => focus.kind === 'roles');
  const focus =
    named ?? (POINTS_BACK.test(question.text) && context.focus?.kind === 'roles' ? context.focus : null);
  if (focus?.kind !== 'roles' || mentioned.some((other) => other.kind !== 'roles')) return null;
  const employers = new Set(
    focus.indexes.map((index) => employerOf(scope.knowledge.content.roles[index]?.company ?? '')),
  );
  const where = joinWords([...employers]);
  if (topic === 'testimonials') {
    const people = scope.knowledge.content.testimonials.flatMap((person, index) =>
      employers.has(employerOf(person.employer)) ? [index] : [],
    );
    if (people.length === 0)
      return notStated(scope, `The site has no recommendation from anyone at ${where}.`);
    const replies = people.map((index) =>
      answerAbout(scope, { kind: 'person', index }, { ...question, ask: 'what' }),
    );
    return { ...(replies[0] as PartAnswer), text: lines(...replies.map((reply) => reply.text)) };
  }
  const projects = scope.knowledge.projectRoles.flatMap((roles, index) =>
    roles.some((role) => focus.indexes.includes(role)) ? [index] : [],
  );
  if (projects.length === 0)
    return notStated(
      scope,
      `The site lists no project from ${scope.knowledge.firstName}'s time at ${where}.`,
    );
  return answer(
    lines(
      `Projects from ${scope.knowledge.firstName}'s time at ${where}:`,
      bullets(
        projects.map(
          (index) =>
            `${scope.knowledge.content.projects[index]?.title}: ${scope.knowledge.content.projects[index]?.subtitle}`,
        ),
      ),
    ),
    ['projects'],
    null,
    scope.knowledge.passages.filter(
      (passage) =>
        passage.source.kind === 'project' &&
        projects.includes(passage.source.index) &&
        passage.kind === 'title',
    ),
  );
}
