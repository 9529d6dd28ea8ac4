import { z } from '../zod';

/** Every error reply of the API has this shape; 5xx replies never carry internals. */
export const errorReplySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Stable, for programs: what went wrong ("not-found", "bad-request", "internal", ...). */
  code: z.string().optional(),
  /** The id of the request in the server's log, for tracing a user's report. */
  requestId: z.string().optional(),
});

export type ErrorReply = z.infer<typeof errorReplySchema>;
