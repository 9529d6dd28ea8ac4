import { z } from '../zod';

/**
 * GET /api/job/dashboard: the spec's total, interview, pending and offer, plus the other two
 * stages and the Response Rate = round((interview + offer) / total × 100), 0 when total is 0.
 */
export const jobDashboardStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  interview: z.number().int(),
  offer: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  responseRate: z.number().int(),
});

export type JobDashboardStats = z.infer<typeof jobDashboardStatsSchema>;
