import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from '../../../../content/schema';
import type { ModelClient } from '../../platform/model-client';
import { createOfflineAssistant } from './answer-offline';
import type { Assistant } from './assistant';
import { createModelAssistant } from './model/model-assistant';

export type AssistantOptions = {
  content: SiteContent;
  log: FastifyBaseLogger;
  /** The model server's client when one is configured; without it, the offline assistant. */
  modelClient?: ModelClient;
  /** LLM_FIRST_TOKEN_MS: the longest a visitor waits for the model's first words. */
  firstTokenMs?: number;
};

/** The model server when one is configured, else the embedded offline assistant. */
export function createAssistant(options: AssistantOptions): Assistant {
  const offline = createOfflineAssistant(options.content);
  if (!options.modelClient) return offline;
  return createModelAssistant({
    client: options.modelClient,
    knowledge: offline.knowledge,
    log: options.log,
    firstTokenMs: options.firstTokenMs,
  });
}
