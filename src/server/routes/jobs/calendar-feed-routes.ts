import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedLinkSchema,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
} from '../../../shared/api/job-calendar-feed';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';
import {
  FEED_PATH,
  issueFeedLink,
  readCalendarFeed,
  readFeedStatus,
  revokeFeedLink,
} from '../../services/jobs/calendar-feed-service';
import { actorOf, type JobRouteDeps } from './job-route-deps';

/**
 * The owner's calendar subscription: its link is issued, rotated and revoked here (private), and
 * the feed itself is public but answers only to the link's secret (0112).
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/job/calendar-feed',
    { schema: { response: { 200: calendarFeedStatusSchema } } },
    async (request) => readFeedStatus(deps.db, actorOf(request).userId),
  );

  typed.post(
    '/api/job/calendar-feed',
    { schema: { response: { 201: calendarFeedLinkSchema } } },
    async (request, reply) => reply.status(201).send(await issueFeedLink(deps.db, actorOf(request))),
  );

  typed.delete(
    '/api/job/calendar-feed',
    { schema: { response: { 204: z.undefined() } } },
    async (request, reply) => {
      await revokeFeedLink(deps.db, actorOf(request));
      return reply.status(204).send();
    },
  );

  typed.get(
    FEED_PATH,
    {
      config: {
        // Calendar apps have no session: the secret in the link is the credential.
        public: true,
        // Apps poll every 15 minutes to a day; anything faster is guessing or a runaway client.
        rateLimit: createFriendlyRateLimit({
          max: 30,
          timeWindowMs: 10 * 60_000,
          explain: (wait) => `Too many calendar requests. Please try again in ${wait}.`,
        }),
      },
      schema: { querystring: calendarFeedQuerySchema },
    },
    async (request, reply) => {
      const calendar = await readCalendarFeed(deps.db, request.query.token, deps.config.publicUrl);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // The link is private: no shared cache may keep a copy, and no page may embed it.
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline; filename="job-search.ics"')
          .send(calendar)
      );
    },
  );
}
