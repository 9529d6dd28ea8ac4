import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, currentUserSchema } from '../../../shared/api/auth';
import { errorReplySchema } from '../../../shared/api/errors';
import { AppError } from '../../platform/errors';
import { requirePrincipal } from '../../plugins/auth-guard';
import { formatWait } from '../../plugins/friendly-rate-limit';
import { changeOwnerPassword } from '../../services/auth/password-change';
import { findUser } from '../../services/auth/user-profiles';
import type { AuthRouteDeps } from './auth-route-deps';

const PASSWORD_BODY_LIMIT = 4 * 1024;

/** GET /api/auth/user for everyone (it answers 401 itself); the password change for the local owner. */
export function registerUserRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/auth/user',
    { config: { public: true }, schema: { response: { 200: currentUserSchema, 401: errorReplySchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const principal = await deps.identify(request);
      // A session whose owner rights were withdrawn reads as signed out: the client then offers sign-in.
      const user = principal?.isOwner
        ? (principal.user ?? (await findUser(deps.db, principal.userId)))
        : null;
      if (!user) throw new AppError('unauthenticated', 'Authentication required');
      return user;
    },
  );

  if (deps.config.modes.signIn !== 'local') return;

  typed.post(
    '/api/auth/password',
    {
      bodyLimit: PASSWORD_BODY_LIMIT,
      schema: {
        body: changePasswordSchema,
        response: { 204: z.undefined(), 400: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (principal.adminUserId == null)
        throw new AppError('conflict', 'This account signs in through its identity provider.');
      const session = await deps.sessions.read(request);
      const result = await changeOwnerPassword(deps.db, request, {
        adminUserId: principal.adminUserId,
        userId: principal.userId,
        keepSid: session?.sid ?? null,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      if (result.outcome === 'changed') return reply.status(204).send();
      if (result.outcome === 'throttled') {
        reply.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        throw new AppError(
          'too-many-requests',
          `Too many failed attempts. Please wait ${formatWait(result.retryAfterMs)} and try again.`,
        );
      }
      throw new AppError('bad-request', 'Please correct the highlighted fields.', {
        currentPassword: ['is incorrect'],
      });
    },
  );
}
