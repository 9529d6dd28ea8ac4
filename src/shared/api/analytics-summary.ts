import { z } from '../zod';

/**
 * The owner's view of the visitor counts. Apart from the beacon's shapes (analytics.ts), so the
 * tools page does not share a chunk with the page's beacon.
 */

export const analyticsPeriods = [7, 30, 90] as const;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => (analyticsPeriods as readonly number[]).includes(value), 'must be 7, 30 or 90')
    .default(30),
});

const countRowSchema = z.object({ label: z.string(), count: z.number().int() });

export type CountRow = z.infer<typeof countRowSchema>;

/** GET /api/analytics/summary: the last `days` days, today included, in the site's time zone. */
export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  retentionDays: z.number().int(),
  /** One entry per day of the period, zeros included. */
  series: z.array(z.object({ day: z.iso.date(), pageviews: z.number().int(), visitors: z.number().int() })),
  totals: z.object({
    pageviews: z.number().int(),
    visitors: z.number().int(),
    panel: z.number().int(),
    resume: z.number().int(),
    chat: z.number().int(),
    roi: z.number().int(),
    contact: z.number().int(),
  }),
  pages: z.array(countRowSchema),
  referrers: z.array(countRowSchema),
  sections: z.array(countRowSchema),
  panels: z.array(countRowSchema),
});

export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
