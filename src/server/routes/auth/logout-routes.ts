import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signOut } from '../../services/auth/sign-out';
import { buildAuthPagePolicy, renderSignOutPage, sendHtml } from './auth-pages';
import type { AuthRouteDeps } from './auth-route-deps';
import { acceptFormPosts } from './form-body';

const LOGOUT_BODY_LIMIT = 1024;

/**
 * Spec: logout is a navigation to /api/logout. A link followed from another site only gets
 * a confirmation page (a forged sign-out is a nuisance, not a breach, but costs nothing to stop).
 */
export async function registerLogoutRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const oidc = deps.oidcClient;
  const contentSecurityPolicy = buildAuthPagePolicy(app);

  /**
   * Ends our session, then (after an OpenID Connect sign-in) the provider's too, through its
   * end-session endpoint when it has one: otherwise the next sign-in would walk straight back in.
   */
  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const session = await deps.sessions.read(request);
    if (session) await signOut(deps.db, request, session);
    deps.sessions.clear(request, reply);
    const providerLogout =
      session?.data.method === 'oidc' && oidc ? await oidc.endSessionUrl(`${deps.config.publicUrl}/`) : null;
    return reply.header('Cache-Control', 'no-store').redirect(providerLogout?.href ?? '/', 303);
  }

  app.get('/api/logout', { config: { public: true, contentSecurityPolicy } }, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return sendHtml(reply, 200, renderSignOutPage());
    return endSession(request, reply);
  });

  await app.register(async (scope) => {
    acceptFormPosts(scope, LOGOUT_BODY_LIMIT);
    scope.post(
      '/api/logout',
      { config: { public: true, sameOriginOnly: true }, bodyLimit: LOGOUT_BODY_LIMIT },
      endSession,
    );
  });
}
