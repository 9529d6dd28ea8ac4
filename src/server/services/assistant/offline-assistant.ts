import type { SiteContent } from '../../../../content/schema';
import type { ChatTurn } from '../../../shared/api/chat';
import type { Assistant } from './assistant';
import { buildKnowledge, type Knowledge } from './build-index';
import { composeReply } from './compose-reply';
import { composeDecline, guardMessage } from './guard-message';
import { readQuestion, resolveContext, resolveTarget } from './resolve-follow-up';

/** Pure: guard, read the question, resolve follow-ups from the history, compose from the content. */
export function answerOffline(
  knowledge: Knowledge,
  message: string,
  history: readonly ChatTurn[] = [],
): string {
  const declined = guardMessage(message, knowledge.nameWords);
  if (declined) return composeDecline(declined, knowledge.ownerName);
  const question = readQuestion(message, knowledge);
  const target = resolveTarget(question, resolveContext(history, knowledge), knowledge);
  return composeReply(knowledge, question, target, message);
}

/** The embedded assistant: built from the content module alone, so it has no path to stored data. */
export function createOfflineAssistant(content: SiteContent): Assistant & { knowledge: Knowledge } {
  const knowledge = buildKnowledge(content);
  return {
    mode: 'offline',
    knowledge,
    reply: async (message, history) => answerOffline(knowledge, message, history),
  };
}
