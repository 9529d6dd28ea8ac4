import { z } from '../zod';

/** Every error reply of the API has this shape; 5xx replies never carry internals. */
export const errorReplySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorReply = z.infer<typeof errorReplySchema>;
