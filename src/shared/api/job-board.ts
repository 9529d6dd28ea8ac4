import { z } from '../zod';
import { applicationStatuses, applicationStatusSchema, jobApplicationSchema } from './job-applications';

/** What a board card shows: enough to recognise the application and its next step, no long texts. */
export const boardCardSchema = jobApplicationSchema.pick({
  id: true,
  company: true,
  position: true,
  location: true,
  status: true,
  priority: true,
  appliedDate: true,
  nextStepAction: true,
  nextStepDate: true,
  updatedAt: true,
});

export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  status: applicationStatusSchema,
  count: z.number().int(),
  cards: z.array(boardCardSchema),
});

export type BoardColumn = z.infer<typeof boardColumnSchema>;

/**
 * GET /api/job/board: every status as a column, in pipeline order, each with all of its cards.
 * One call for the whole board, so the board never depends on how far the list has been paged.
 */
export const jobBoardSchema = z.object({ columns: z.array(boardColumnSchema) });

export type JobBoard = z.infer<typeof jobBoardSchema>;

/** Pipeline order: where an application goes next is the column to its right. */
export const boardStatuses = applicationStatuses;
