import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEACON_PATH, beaconSchema } from '../../../shared/api/analytics';
import { analyticsQuerySchema, analyticsSummarySchema } from '../../../shared/api/analytics-summary';
import { questionGroupsSchema } from '../../../shared/api/chat-questions';
import { errorReplySchema } from '../../../shared/api/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../platform/errors';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';

// A beacon is a page path, a referrer and at most 40 short events: a few hundred bytes.
const BEACON_BODY_LIMIT = 4 * 1024;
// A page load sends one beacon at start and a few as the visitor reads; a reload storm is not counted.
const BEACON_LIMIT_MAX = 60;
const BEACON_LIMIT_WINDOW_MS = 60_000;

export type InsightRouteDeps = Pick<AppServices, 'analytics' | 'questions'>;

/**
 * The visitor beacon (public: anyone's browser sends it) and the owner's views of what visitors do
 * and ask (private, like every route not declared public).
 */
export async function registerInsightRoutes(app: FastifyInstance, deps: InsightRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    // navigator.sendBeacon sends a string as text/plain, the one type it may send cross-context
    // without a preflight; the body is JSON all the same, and a bad one is a 400 like any other.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('bad-request', 'The beacon is not valid JSON'), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      BEACON_PATH,
      {
        config: {
          public: true,
          // Only our own pages may report visits: another site's page cannot inflate the counts.
          sameOriginOnly: true,
          rateLimit: createFriendlyRateLimit({
            max: BEACON_LIMIT_MAX,
            timeWindowMs: BEACON_LIMIT_WINDOW_MS,
            explain: (wait) => `Too many page events. Please try again in ${wait}.`,
          }),
        },
        bodyLimit: BEACON_BODY_LIMIT,
        schema: {
          body: beaconSchema,
          response: { 204: z.undefined(), 400: errorReplySchema, 429: errorReplySchema },
        },
      },
      async (request, reply) => {
        // The same answer whether counted or not (DNT, GPC, a bot): the page learns nothing from it.
        await deps.analytics.recordBeacon(request, request.body);
        return reply.status(204).send();
      },
    );
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/analytics/summary',
    {
      schema: {
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema, 400: errorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.analytics.summarize(request.query.days);
    },
  );

  typed.get(
    '/api/questions',
    { schema: { response: { 200: questionGroupsSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.questions.readGroups();
    },
  );
}
