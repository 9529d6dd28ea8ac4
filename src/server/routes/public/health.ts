import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthReplySchema } from '../../../shared/api/health';
import type { AppServices } from '../../app-services';

const PING_TIMEOUT_MS = 2_000;

/** Liveness for load balancers: 200 while the database answers, 503 when it does not. */
export function registerHealthRoutes(
  app: FastifyInstance,
  { database }: Pick<AppServices, 'database'>,
): void {
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
          database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return reply.header('Cache-Control', 'no-store').send({ status: 'ok', database: database.kind });
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
