import { z } from '../zod';

/** GET /api/job/calendar-feed: whether a subscription link exists; its secret is never shown again. */
export const calendarFeedStatusSchema = z.object({
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/**
 * POST /api/job/calendar-feed: a new link (the old one, if any, stops working), as a path with its
 * secret; the page makes it whole with the address the owner reaches the site at. Shown once:
 * only a hash of the secret is kept.
 */
export const calendarFeedLinkSchema = z.object({
  path: z.string().startsWith('/api/job/calendar.ics?token='),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** Both spellings of the link: the web address any client takes, and webcal:// for apps that subscribe on a click. */
export function formatFeedLinks(origin: string, path: string): { webUrl: string; webcalUrl: string } {
  const webUrl = new URL(path, origin).href;
  return { webUrl, webcalUrl: webUrl.replace(/^https?:/, 'webcal:') };
}

/**
 * GET /api/job/calendar.ics?token=: the secret travels as `token`, which request logs redact.
 * Missing, it is answered like a wrong one (404).
 */
export const calendarFeedQuerySchema = z.object({ token: z.string().max(200).default('') });
