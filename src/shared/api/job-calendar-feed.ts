import { z } from '../zod';

/** GET /api/job/calendar-feed: whether a subscription link exists; its secret is never shown again. */
export const calendarFeedStatusSchema = z.object({
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/**
 * POST /api/job/calendar-feed: a new link (the old one, if any, stops working). Shown once: only a
 * hash of its secret is kept.
 */
export const calendarFeedLinkSchema = z.object({
  httpsUrl: z.string(),
  webcalUrl: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/**
 * GET /api/job/calendar.ics?token=: the secret travels as `token`, which request logs redact.
 * Missing, it is answered like a wrong one (404).
 */
export const calendarFeedQuerySchema = z.object({ token: z.string().max(200).default('') });
