import type { Knowledge } from '../knowledge/knowledge';
import { isNonEnglish } from './detect-language';
import { type DeclineReason, guardMessage } from './guard-message';
import { type Question, readQuestion } from './read-question';
import { splitQuestion } from './split-question';

/** At most this many questions of one message are answered. */
const MAX_PARTS = 4;

/**
 * The first stage: a message becomes a refusal, a note that the assistant answers in English, or
 * the questions it holds, each read (typos corrected, names found, what is asked, about when,
 * how much, and what it points back to). Nothing here looks at the chat's history: the reasoning
 * stage binds "that role" and "the first one" to the conversation.
 */
export type Understanding =
  | { kind: 'declined'; reason: DeclineReason }
  | { kind: 'english-only'; question: Question }
  | { kind: 'questions'; questions: Question[] };

export function understand(message: string, knowledge: Knowledge): Understanding {
  const declined = guardMessage(message, knowledge.nameWords);
  if (declined) return { kind: 'declined', reason: declined };
  if (isNonEnglish(message, knowledge))
    return { kind: 'english-only', question: readQuestion(message, knowledge) };
  const questions = splitQuestion(message)
    .slice(0, MAX_PARTS)
    .map((text) => readQuestion(text, knowledge));
  return { kind: 'questions', questions };
}
