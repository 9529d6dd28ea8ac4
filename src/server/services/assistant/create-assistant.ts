import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from '../../../../content/schema';
import type { Config } from '../../config';
import type { Assistant } from './assistant';
import { createModelAssistant } from './model-assistant';
import { createOfflineAssistant } from './offline-assistant';

export type AssistantOptions = {
  content: SiteContent;
  log: FastifyBaseLogger;
  /** The model server's time limit; 20 s unless a test shortens it. */
  timeoutMs?: number;
};

/** The model server when LLM_BASE_URL is set, else the embedded offline assistant. */
export function createAssistant(config: Config, options: AssistantOptions): Assistant {
  const offline = createOfflineAssistant(options.content);
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return offline;
  return createModelAssistant({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: options.timeoutMs,
    knowledge: offline.knowledge,
    log: options.log,
  });
}
