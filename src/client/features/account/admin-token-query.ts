import type { AdminTokenSummary } from '../../../shared/api/auth';

/** The owner's admin tokens, as `GET /api/auth/admin-tokens` lists them (the path is the query key). */
export const ADMIN_TOKENS_KEY = ['/api/auth/admin-tokens'] as const;

/** Tokens that still open /api/admin: neither revoked nor expired. */
export function activeTokens(tokens: AdminTokenSummary[], now = new Date()): AdminTokenSummary[] {
  return tokens.filter((token) => !token.revokedAt && new Date(token.expiresAt) > now);
}
