import { z } from '../zod';

/** One step of quality-assured tailoring: its score after the step and what it changed. */
export const tailoringRoundSchema = z.object({
  step: z.string(),
  score: z.number(),
  changes: z.number().int(),
  notes: z.array(z.string()),
  /** Why tailoring stopped here, on the last round. */
  outcome: z.string().optional(),
});

export type TailoringRound = z.infer<typeof tailoringRoundSchema>;
