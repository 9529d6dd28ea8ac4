import { z } from '../zod';

/** The stages of the funnel, each counting the applications that reached it or any stage after it. */
export const funnelStages = ['applied', 'responded', 'interviewed', 'offer'] as const;
export type FunnelStage = (typeof funnelStages)[number];

export const funnelStageLabels: Record<FunnelStage, string> = {
  applied: 'Applied',
  responded: 'Responded',
  interviewed: 'Interviewed',
  offer: 'Offer',
};

/** Weeks the weekly chart shows, the current one last. */
export const FUNNEL_WEEKS = 12;
/** Sources named in the by-source chart; the rest are counted together. */
export const FUNNEL_SOURCES = 8;

/**
 * GET /api/job/funnel: the owner's search in numbers. `respondedWithTime` counts the responses
 * whose day is known (recorded after applying), which the median is taken over.
 */
export const jobFunnelSchema = z.object({
  total: z.number().int(),
  weeks: z.array(z.object({ weekStart: z.iso.date(), applications: z.number().int() })),
  stages: z.array(z.object({ stage: z.enum(funnelStages), count: z.number().int() })),
  sources: z.array(
    z.object({
      source: z.string(),
      /** The row that sums every source beyond the first FUNNEL_SOURCES. */
      isOther: z.boolean(),
      applications: z.number().int(),
      responded: z.number().int(),
      responseRate: z.number().int(),
    }),
  ),
  medianDaysToFirstResponse: z.number().nullable(),
  respondedWithTime: z.number().int(),
});

export type JobFunnel = z.infer<typeof jobFunnelSchema>;
