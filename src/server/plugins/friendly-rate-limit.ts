import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from '../platform/errors';

export type FriendlyRateLimit = {
  max: number;
  timeWindowMs: number;
  /** The 429 message, given the wait in words ("1 minute", "15 minutes"). */
  explain: (wait: string) => string;
};

export function formatWait(retryInMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryInMs / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A per-IP route limit whose 429 reads as a friendly sentence. The builder's result is thrown,
 * so the one error handler answers it like any other client error.
 */
export function createFriendlyRateLimit(limit: FriendlyRateLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: (_request, context) =>
      new AppError('too-many-requests', limit.explain(formatWait(context.ttl))),
  };
}
