import type { FastifyBaseLogger } from 'fastify';
import type { ModelClient } from '../../../platform/model-client';
import { answerOffline } from '../answer-offline';
import type { Assistant } from '../assistant';
import { splitSentences } from '../compose/reply-text';
import type { Knowledge } from '../knowledge/knowledge';
import { SECTIONS } from '../knowledge/passages';
import { guardMessage } from '../understand/guard-message';
import { buildSystemPrompt, selectPassages, selectUserTurns } from './build-model-prompt';
import { checkModelReply } from './check-model-reply';

/** Replies go back to the server as history, where a turn may hold at most 2000 characters. */
export const MAX_REPLY_CHARS = 1500;

/** How long a visitor waits for the model's first words before getting the offline answer. */
export const DEFAULT_FIRST_TOKEN_MS = 2_000;

export type ModelAssistantOptions = {
  client: ModelClient;
  knowledge: Knowledge;
  firstTokenMs?: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
};

function trimReply(text: string): string {
  const reply = text.trim();
  if (reply.length <= MAX_REPLY_CHARS) return reply;
  let kept = '';
  for (const sentence of splitSentences(reply)) {
    if (`${kept} ${sentence}`.length > MAX_REPLY_CHARS) break;
    kept = kept ? `${kept} ${sentence}` : sentence;
  }
  return kept || `${reply.slice(0, MAX_REPLY_CHARS - 1)}…`;
}

/**
 * The OpenAI-compatible path: the offline answer is always worked out first. The model sees only
 * its passages, the best search hits and the visitor's own questions; its reply reaches the
 * visitor only if every checkable claim in it is in those passages. Otherwise, and whenever the
 * model fails or its breaker is open, the visitor gets the offline answer.
 */
export function createModelAssistant(options: ModelAssistantOptions): Assistant {
  const { knowledge, log, client } = options;
  const now = options.now ?? (() => new Date());
  const sectionNames = Object.values(SECTIONS).map((section) => section.label);
  return {
    mode: 'openai-compatible',
    reply: async (message, history) => {
      const offline = answerOffline(knowledge, message, history, now());
      // Refusals, other languages and "the site doesn't say" stay as they are: a model has nothing to add.
      // Nor does a model see a message that tries to steer it, even beside a fair question.
      if (offline.kind !== 'answer' || guardMessage(message, knowledge.nameWords) !== null) return offline;
      const passages = selectPassages(knowledge, offline, message);
      const result = await client.complete(
        [
          { role: 'system', content: buildSystemPrompt(knowledge, passages, offline.text) },
          ...selectUserTurns(knowledge, history),
          { role: 'user', content: message },
        ],
        {
          stream: true,
          maxChars: MAX_REPLY_CHARS * 2,
          firstTokenMs: options.firstTokenMs ?? DEFAULT_FIRST_TOKEN_MS,
        },
      );
      if (!result.ok) {
        if (result.reason !== 'breaker-open')
          log.warn({ reason: result.reason }, 'model server failed; answered with the offline assistant');
        return offline;
      }
      const check = checkModelReply(result.text, {
        passages: [
          ...passages.map((passage) => `${passage.label} ${passage.text}`),
          offline.text,
          knowledge.ownerName,
          ...sectionNames,
        ],
        question: message,
      });
      if (!check.ok) {
        log.warn(
          { reason: 'unsupported claims', claims: check.unsupported },
          'model reply rejected; answered with the offline assistant',
        );
        return offline;
      }
      return { ...offline, text: trimReply(result.text) };
    },
  };
}
