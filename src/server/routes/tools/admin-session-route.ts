import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionSchema } from '../../../shared/api/auth';
import type { AppServices } from '../../app-services';
import { requirePrincipal } from '../../plugins/auth-guard';

/** Owner only: who is calling and how (cookie or admin token); a script's "is my token good?" check. */
export function registerAdminSessionRoute(app: FastifyInstance, _services: Pick<AppServices, never>): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/session',
      { schema: { response: { 200: adminSessionSchema } } },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        reply.header('Cache-Control', 'no-store');
        return {
          userId: principal.userId,
          email: principal.email,
          isOwner: principal.isOwner,
          via: principal.via ?? 'session',
        };
      },
    );
}
