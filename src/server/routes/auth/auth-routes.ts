import type { FastifyInstance } from 'fastify';
import { registerAdminTokenRoutes } from './admin-token-routes';
import type { AuthRouteDeps } from './auth-route-deps';
import { registerLocalLoginRoutes } from './local-login-routes';
import { registerLogoutRoutes } from './logout-routes';
import { registerOidcRoutes } from './oidc-routes';
import { registerUserRoutes } from './user-routes';

/** Sign-in by the configured mode, sign-out, the current user, the password and admin tokens. */
export async function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  if (deps.oidcClient) registerOidcRoutes(app, deps);
  else await registerLocalLoginRoutes(app, deps);
  await registerLogoutRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAdminTokenRoutes(app, deps);
}
