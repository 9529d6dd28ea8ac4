import {
  BEACON_PATH,
  type BeaconKind,
  panelSections,
  trackedPages,
  trackedSections,
} from '../analytics-events';
import { z } from '../zod';

export { BEACON_PATH };

export const BEACON_MAX_EVENTS = 40;

/**
 * One thing the visitor did. A section names which one; a panel names the section whose card it
 * opened; the other kinds name nothing. Targets come from fixed lists, so no free text is stored.
 */
export const beaconEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('section'), target: z.enum(trackedSections) }),
  z.object({ kind: z.literal('panel'), target: z.enum(panelSections) }),
  z.object({ kind: z.enum(['pageview', 'resume', 'chat', 'roi']) }),
]) satisfies z.ZodType<{ kind: BeaconKind }>;

export type BeaconEvent = z.infer<typeof beaconEventSchema>;

/** POST /api/analytics/events: what the page's beacon sends (as text/plain, which sendBeacon uses). */
export const beaconSchema = z.object({
  path: z.enum(trackedPages),
  /** document.referrer; only its host is kept, and only when it is another site. */
  referrer: z.string().max(2048).optional(),
  events: z.array(beaconEventSchema).min(1).max(BEACON_MAX_EVENTS),
});

export type Beacon = z.infer<typeof beaconSchema>;

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
