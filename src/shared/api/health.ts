import { z } from '../zod';

/** A configured outside service that cannot be reached, named with the reason. */
export const adapterProblemSchema = z.object({
  adapter: z.enum(['sign-in', 'email', 'model', 'screenshots']),
  name: z.string(),
  reason: z.string(),
});

export type AdapterProblem = z.infer<typeof adapterProblemSchema>;

/**
 * GET /healthz: `ok`; `degraded` (still 200: the site serves, with the embedded fallbacks) when a
 * configured adapter cannot be reached; `unavailable` (503) when the database does not answer.
 */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  problems: z.array(adapterProblemSchema).optional(),
});

export type HealthReply = z.infer<typeof healthReplySchema>;
