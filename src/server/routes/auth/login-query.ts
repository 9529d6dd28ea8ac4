import { z } from 'zod';

/** `?returnTo=` is checked by toSafeReturnPath; anything malformed falls back to /tools. */
export const loginQuerySchema = z.object({
  returnTo: z.string().max(2048).optional().catch(undefined),
});
