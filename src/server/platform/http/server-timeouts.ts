import type { Config } from '../../config';

/** How often Node looks for connections past their header or request time (its default is 30 s). */
const MAX_CHECK_INTERVAL_MS = 1_000;

export type ServerTimeouts = {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
};

/**
 * Fastify's options for the connection limits: Node enforces `headersTimeout` and
 * `requestTimeout` only when it checks, so the check runs at least every second (or every
 * quarter of the header time) and a slow client is cut off close to its limit, not 30 s later.
 */
export function serverTimeouts(
  config: Pick<Config, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'>,
): ServerTimeouts {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
  };
}
