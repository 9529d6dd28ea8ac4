import type { FastifyInstance } from 'fastify';
import { createOidcClient } from '../../services/auth/oidc-client';
import { registerAdminTokenRoutes } from './admin-token-routes';
import type { AuthRouteDeps } from './auth-route-deps';
import { registerLocalLoginRoutes } from './local-login-routes';
import { registerLogoutRoutes } from './logout-routes';
import { CALLBACK_PATH, registerOidcRoutes } from './oidc-routes';
import { registerUserRoutes } from './user-routes';

/** Sign-in by the configured mode, sign-out, the current user, the password and admin tokens. */
export async function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { config } = deps;
  const oidc =
    config.modes.signIn === 'oidc'
      ? createOidcClient({
          issuerUrl: config.OIDC_ISSUER_URL ?? '',
          clientId: config.OIDC_CLIENT_ID ?? '',
          clientSecret: config.OIDC_CLIENT_SECRET,
          redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
        })
      : null;
  if (oidc) registerOidcRoutes(app, deps, oidc);
  else await registerLocalLoginRoutes(app, deps);
  await registerLogoutRoutes(app, deps, oidc);
  registerUserRoutes(app, deps);
  registerAdminTokenRoutes(app, deps);
}
