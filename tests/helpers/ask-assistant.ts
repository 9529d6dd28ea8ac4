import { siteContent } from '../../content';
import { answerOffline } from '../../src/server/services/assistant/answer-offline';
import type { AssistantReply } from '../../src/server/services/assistant/assistant';
import { buildKnowledge } from '../../src/server/services/assistant/knowledge/knowledge';
import type { ChatTurn } from '../../src/shared/api/chat';

/** The day the evaluation set was written: "Present" roles are measured up to it. */
export const EVAL_DATE = new Date('2026-11-23T12:00:00Z');

export const knowledge = buildKnowledge(siteContent);

/** Asks the earlier questions first, so a follow-up sees the chat as the widget sends it. */
export function askWithHistory(
  question: string,
  before: readonly string[] = [],
  now = EVAL_DATE,
): AssistantReply {
  const history: ChatTurn[] = [];
  for (const earlier of before) {
    history.push(
      { role: 'user', content: earlier },
      { role: 'assistant', content: answerOffline(knowledge, earlier, history, now).text },
    );
  }
  return answerOffline(knowledge, question, history, now);
}
