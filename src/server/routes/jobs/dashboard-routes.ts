import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../shared/api/errors';
import {
  boardColumnPageSchema,
  boardColumnParamsSchema,
  boardColumnQuerySchema,
  jobBoardSchema,
} from '../../../shared/api/job-board';
import { jobFunnelSchema } from '../../../shared/api/job-funnel';
import { jobDashboardStatsSchema } from '../../../shared/api/job-stats';
import { formatAttachmentDisposition } from '../../platform/http/downloads';
import { loadBoard, pageBoardColumn } from '../../services/jobs/job-board';
import { computeFunnel } from '../../services/jobs/job-funnel';
import { computeDashboardStats } from '../../services/jobs/job-stats';
import { streamApplicationsReport } from '../../services/jobs/stream-report';
import { actorOf, type JobRouteDeps } from './job-route-deps';

/** The stat cards (spec §7 GET /api/job/dashboard), the pipeline board a page per column, and the Export Report. */
export function registerDashboardRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/job/dashboard',
    { schema: { response: { 200: jobDashboardStatsSchema } } },
    async (request) => computeDashboardStats(deps.db, actorOf(request).userId),
  );

  typed.get('/api/job/funnel', { schema: { response: { 200: jobFunnelSchema } } }, async (request) =>
    computeFunnel(deps.db, actorOf(request).userId, deps.config.timeZone),
  );

  typed.get('/api/job/board', { schema: { response: { 200: jobBoardSchema } } }, async (request) =>
    loadBoard(deps.db, actorOf(request).userId),
  );

  typed.get(
    '/api/job/board/:status',
    {
      schema: {
        params: boardColumnParamsSchema,
        querystring: boardColumnQuerySchema,
        response: { 200: boardColumnPageSchema, 400: errorReplySchema },
      },
    },
    async (request) =>
      pageBoardColumn(deps.db, actorOf(request).userId, request.params.status, request.query),
  );

  typed.get('/api/job/export.csv', async (request, reply) => {
    const { userId } = actorOf(request);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: deps.config.timeZone }).format(new Date());
    const name = `job-applications-${day}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', formatAttachmentDisposition(name, name))
      .header('Cache-Control', 'no-store')
      .send(streamApplicationsReport(deps.db, userId, deps.config.timeZone));
  });
}
