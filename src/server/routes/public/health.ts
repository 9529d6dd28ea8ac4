import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthReplySchema } from '../../../shared/api/health';
import type { AppServices } from '../../app-services';
import { cachedCheck } from '../../platform/cached-check';

const PING_TIMEOUT_MS = 2_000;
/** A passed ping stands for a second (cachedCheck). */
const PING_CACHE_MS = 1_000;

/**
 * Liveness for load balancers: 200 while the database answers, 503 when it does not. A configured
 * adapter that cannot be reached makes it `degraded`, still 200: the site serves on its fallbacks.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { database, adapterHealth: adapters }: Pick<AppServices, 'database' | 'adapterHealth'>,
): void {
  const ping = cachedCheck(PING_CACHE_MS, () => database.ping());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      config: { public: true },
      schema: { response: { 200: healthReplySchema, 503: healthReplySchema } },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        const problems = await adapters.current();
        return reply
          .header('Cache-Control', 'no-store')
          .send(
            problems.length > 0
              ? { status: 'degraded', database: database.kind, problems }
              : { status: 'ok', database: database.kind },
          );
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .send({ status: 'unavailable', database: database.kind });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
