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

/** Cards a column shows at first and adds per step as it is scrolled. */
export const BOARD_PAGE_SIZE = 50;

/** The next cards of a column, or null when the column is shown whole. */
const nextCursorSchema = z.string().nullable();

export const boardColumnSchema = z.object({
  status: applicationStatusSchema,
  /** Every card of the column, loaded or not. */
  count: z.number().int(),
  cards: z.array(boardCardSchema),
  nextCursor: nextCursorSchema,
});

export type BoardColumn = z.infer<typeof boardColumnSchema>;

/**
 * GET /api/job/board: every status as a column, in pipeline order, each with its count and its
 * latest-changed cards (the first page); the rest of a column comes from its own pages below.
 */
export const jobBoardSchema = z.object({ columns: z.array(boardColumnSchema) });

export type JobBoard = z.infer<typeof jobBoardSchema>;

/** GET /api/job/board/{status}?cursor=: the next cards of one column. */
export const boardColumnPageSchema = z.object({
  cards: z.array(boardCardSchema),
  nextCursor: nextCursorSchema,
});

export type BoardColumnPage = z.infer<typeof boardColumnPageSchema>;

export const boardColumnParamsSchema = z.object({ status: applicationStatusSchema });

export const boardColumnQuerySchema = z.object({
  cursor: z.string().max(512),
  limit: z.coerce.number().int().min(1).max(200).default(BOARD_PAGE_SIZE),
});

/** Pipeline order: where an application goes next is the column to its right. */
export const boardStatuses = applicationStatuses;
