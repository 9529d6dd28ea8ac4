import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createModelClient, type ModelClient } from './model-client';

/**
 * The one model client of the process, when LLM_BASE_URL and LLM_MODEL are set: the assistant
 * and the resume wording share it, and so share its breaker (a server that is down is down for
 * both). `timeoutMs` overrides LLM_TIMEOUT_MS (tests shorten it).
 */
export function createConfiguredModelClient(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  timeoutMs?: number,
): ModelClient | undefined {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return undefined;
  return createModelClient({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: timeoutMs ?? config.LLM_TIMEOUT_MS,
    onStateChange: (state, reason) =>
      state === 'open'
        ? log.warn({ reason }, 'model server keeps failing; offline answers for a while')
        : log.info({ state }, 'model server breaker state'),
  });
}
