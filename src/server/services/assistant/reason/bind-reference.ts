import { composeFromHits } from '../compose/describe-hits';
import type { Conversation } from '../conversation';
import type { Focus } from '../knowledge/focus';
import { findEvidence } from '../retrieve/find-evidence';
import type { Evidence } from '../retrieve/retrieve';
import type { Question } from '../understand/read-question';
import type { PartAnswer, Scope } from './part-answer';

/**
 * "The first one", "the latter": the thing at that place in the last list shown becomes the
 * question's subject, as if the visitor had named it; the ordinal word then asks nothing of
 * its own (no "first job", no "earliest").
 */
export function bindReference(question: Question, conversation: Conversation): Question {
  const { reference } = question;
  const focus = referred(question, conversation);
  if (!reference || reference.kind === 'list' || !focus) return question;
  return {
    ...question,
    mentions: [{ focus, start: -1, end: -1 }, ...question.mentions],
    relation: null,
    superlative: null,
    operation: question.operation?.name === 'superlative' ? null : question.operation,
    isElliptical: false,
  };
}

/** The thing "the first one" or "the other one" points at in the last list shown, if any. */
function referred(question: Question, conversation: Conversation): Focus | null {
  const { reference } = question;
  const { list, focus } = conversation;
  if (reference?.kind === 'ordinal') return list.at(reference.index) ?? null;
  if (reference?.kind !== 'other' || !focus) return null;
  const key = JSON.stringify(focus);
  const others = list.filter((entry) => JSON.stringify(entry) !== key);
  return others.length === 1 && others.length < list.length ? (others[0] ?? null) : null;
}

/** "Which of them mentions 4 global offices?": the one thing of the last list whose passages say it. */
export function answerFromList(scope: Scope, question: Question, evidence: Evidence): PartAnswer | null {
  if (question.reference?.kind !== 'list' || evidence.listed.length === 0 || question.operation) return null;
  const passages = new Set(evidence.listed.flatMap((fact) => fact.passages));
  const result = findEvidence(scope, question, (passage) => passages.has(passage), question.concepts, true);
  const [best] = result.hits;
  if (!best || !result.isStrong) return null;
  const owner = evidence.listed.find((fact) => fact.passages.includes(best.passage));
  const hits = result.hits.filter((hit) => owner?.passages.includes(hit.passage));
  return { ...composeFromHits(scope, question, hits), focus: owner?.focus ?? null };
}
