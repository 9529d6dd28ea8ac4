import { expect } from 'vitest';

/** The body every error reply has: the message, its stable code and the request id to trace it. */
export function errorReply(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { message, code, requestId: expect.any(String), ...extra };
}
