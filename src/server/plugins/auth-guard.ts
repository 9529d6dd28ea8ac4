import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../shared/api/auth';
import { AppError } from '../platform/errors';

export type Principal = {
  /** users.id: the owner of job data and resumes. */
  userId: string;
  email: string | null;
  isOwner: boolean;
  /** admin_users.id when signed in with the local password; null for OpenID Connect. */
  adminUserId?: number | null;
  /** How the caller proved who they are. */
  via?: 'session' | 'admin-token';
  /** The profile, when it came with the session; absent when it has to be looked up. */
  user?: CurrentUser | null;
};

/** Finds who is calling (session cookie, bearer token); null for an anonymous caller. */
export type Identify = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts a route out of the owner-only default; name every public route explicitly. */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Default deny: every route needs the signed-in owner unless it is declared
 * `config: { public: true }`. One hook, so no route can forget to check. The decision is made on
 * the route the router matched, never on the request's URL: the caller chooses how the path is
 * spelled (`/%61pi/…` reaches `/api/…`), and only the match says which handler would run.
 */
export function registerAuthGuard(app: FastifyInstance, identify: Identify): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers, and it serves nothing private.
    if (request.is404) return;
    if (request.routeOptions.config.public === true) return;
    const principal = await identify(request);
    if (!principal) throw new AppError('unauthenticated', 'Authentication required');
    if (!principal.isOwner) throw new AppError('forbidden', 'Only the site owner may use this');
    request.principal = principal;
  });
}

/**
 * The owner on a private route. The guard has already refused everyone else; should a route
 * ever be reached without it, the caller is still refused, never served.
 */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated', 'Authentication required');
  return request.principal;
}
