import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Assistant } from './assistant';
import type { Knowledge } from './build-index';
import { buildSystemPrompt, type ModelMessage, retrieveFacts, selectHistory } from './build-model-prompt';
import { composeDecline, guardMessage } from './guard-message';
import { answerOffline } from './offline-assistant';
import { splitSentences } from './reply-parts';
import { readQuestion, resolveContext, resolveTarget } from './resolve-follow-up';

/** A model server that has not answered in 20 s is treated as down; the offline answer follows. */
export const MODEL_TIMEOUT_MS = 20_000;
/** Replies go back to the server as history, where a turn may hold at most 2000 characters. */
const MAX_REPLY_CHARS = 1500;

export type ModelAssistantOptions = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  knowledge: Knowledge;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

class ModelFailure extends Error {}

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

/** A one-word reason for the log: never the visitor's message, the model's text or the key. */
function describeFailure(error: unknown): string {
  if (error instanceof ModelFailure) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  return 'unreachable';
}

async function requestCompletion(options: ModelAssistantOptions, messages: ModelMessage[]): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: options.model,
      messages,
      temperature: 0.2,
      max_tokens: 400,
      stream: false,
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? MODEL_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new ModelFailure(`status ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ModelFailure('malformed reply');
  }
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) throw new ModelFailure('malformed reply');
  const content = parsed.data.choices[0]?.message.content?.trim() ?? '';
  if (content === '') throw new ModelFailure('empty reply');
  return trimReply(content);
}

/**
 * The OpenAI-compatible adapter: the guard runs first, the model sees only retrieved content
 * facts, and any failure falls back to the offline answer.
 */
export function createModelAssistant(options: ModelAssistantOptions): Assistant {
  const { knowledge, log } = options;
  return {
    mode: 'openai-compatible',
    reply: async (message, history) => {
      const declined = guardMessage(message, knowledge.nameWords);
      if (declined) return composeDecline(declined, knowledge.ownerName);
      const question = readQuestion(message, knowledge);
      const target = resolveTarget(question, resolveContext(history, knowledge), knowledge);
      const messages: ModelMessage[] = [
        {
          role: 'system',
          content: buildSystemPrompt(knowledge, retrieveFacts(knowledge, message, target, question.intent)),
        },
        ...selectHistory(knowledge, history),
        { role: 'user', content: message },
      ];
      try {
        return await requestCompletion(options, messages);
      } catch (error) {
        log.warn(
          { reason: describeFailure(error) },
          'model server failed; answered with the offline assistant',
        );
        return answerOffline(knowledge, message, history);
      }
    },
  };
}
