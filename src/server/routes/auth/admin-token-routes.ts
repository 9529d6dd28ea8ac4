import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTokenListSchema,
  adminTokenParamsSchema,
  DEFAULT_ADMIN_TOKEN_DAYS,
  issueAdminTokenSchema,
  issuedAdminTokenSchema,
} from '../../../shared/api/auth';
import { errorReplySchema } from '../../../shared/api/errors';
import { requirePrincipal } from '../../plugins/auth-guard';
import { issueLoggedAdminToken, revokeLoggedAdminToken } from '../../services/auth/admin-token-service';
import { listAdminTokens } from '../../services/auth/admin-token-store';
import type { AuthRouteDeps } from './auth-route-deps';

const TOKEN_BODY_LIMIT = 1024;

/** Owner only (the guard): issue, list and revoke the bearer tokens accepted on /api/admin/*. */
export function registerAdminTokenRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/auth/admin-token',
    {
      bodyLimit: TOKEN_BODY_LIMIT,
      schema: { body: issueAdminTokenSchema, response: { 201: issuedAdminTokenSchema } },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const issued = await issueLoggedAdminToken(
        deps.db,
        deps.tokenKey,
        request,
        { userId: principal.userId, adminUserId: principal.adminUserId ?? null },
        request.body?.expiresInDays ?? DEFAULT_ADMIN_TOKEN_DAYS,
      );
      return reply
        .status(201)
        .header('Cache-Control', 'no-store')
        .send({ id: issued.id, token: issued.token, expiresAt: issued.expiresAt.toISOString() });
    },
  );

  typed.get(
    '/api/auth/admin-tokens',
    { schema: { response: { 200: adminTokenListSchema } } },
    async (request) => listAdminTokens(deps.db, requirePrincipal(request).userId),
  );

  typed.delete(
    '/api/auth/admin-token/:id',
    { schema: { params: adminTokenParamsSchema, response: { 204: z.undefined(), 404: errorReplySchema } } },
    async (request, reply) => {
      await revokeLoggedAdminToken(deps.db, request, requirePrincipal(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
