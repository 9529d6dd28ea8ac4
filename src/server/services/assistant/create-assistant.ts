import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from '../../../../content/schema';
import type { Config } from '../../config';
import { createModelClient } from '../../platform/model-client';
import type { Assistant } from './assistant';
import { createModelAssistant } from './model-assistant';
import { createOfflineAssistant } from './offline-assistant';

export type AssistantOptions = {
  content: SiteContent;
  log: FastifyBaseLogger;
  /** Overrides LLM_TIMEOUT_MS (tests shorten it). */
  timeoutMs?: number;
};

/** The model server when LLM_BASE_URL is set, else the embedded offline assistant. */
export function createAssistant(config: Config, options: AssistantOptions): Assistant {
  const offline = createOfflineAssistant(options.content);
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return offline;
  const client = createModelClient({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: options.timeoutMs ?? config.LLM_TIMEOUT_MS,
    onStateChange: (state, reason) =>
      state === 'open'
        ? options.log.warn({ reason }, 'model server keeps failing; offline answers for a while')
        : options.log.info({ state }, 'model server breaker state'),
  });
  return createModelAssistant({ client, knowledge: offline.knowledge, log: options.log });
}
