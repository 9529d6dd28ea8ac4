import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorReply } from '../../shared/api/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checks the origin even without a session cookie (the sign-in form). */
    sameOriginOnly?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

function isSameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // Behind a proxy request.host and request.protocol come from X-Forwarded-* only when trusted.
    return allowedOrigins.has(origin) || origin === `${request.protocol}://${request.host}`;
  }
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && TRUSTED_FETCH_SITES.has(site);
}

/**
 * Cross-site request forgery defence: a state-changing /api request that carries the
 * session cookie must come from our own pages. SameSite=Lax already keeps the cookie off
 * cross-site POSTs; this check also covers same-site neighbours and older browsers.
 * Requests without the cookie (public forms, bearer-token scripts) carry no ambient authority.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string; sessionCookie: string },
): void {
  const allowedOrigins = new Set([new URL(options.publicUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const hasSessionCookie = request.cookies[options.sessionCookie] !== undefined;
    if (!hasSessionCookie && request.routeOptions.config.sameOriginOnly !== true) return;
    if (isSameOrigin(request, allowedOrigins)) return;
    const body: ErrorReply = { message: 'Cross-site request refused' };
    return reply.status(403).send(body);
  });
}
