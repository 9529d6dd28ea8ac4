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
