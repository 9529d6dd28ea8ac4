import { z } from 'zod';

/**
 * `?returnTo=` is checked by toSafeReturnPath; anything malformed falls back to /tools.
 * `?account=switch` (OpenID Connect): let the provider offer another account.
 */
export const loginQuerySchema = z.object({
  returnTo: z.string().max(2048).optional().catch(undefined),
  account: z.literal('switch').optional().catch(undefined),
});
