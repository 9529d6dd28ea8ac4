import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checks the origin even without a session cookie (the sign-in form). */
    sameOriginOnly?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export type OriginPolicy = {
  /** The site's address: PUBLIC_URL, or its default http://localhost:PORT. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; while it is not, the loopback names on the bound port also count. */
  isPublicUrlConfigured: boolean;
  /** Further origins allowed to write (ALLOWED_ORIGINS), for a site reached under several names. */
  allowedOrigins: readonly string[];
  /** The address and port the server listens on; only consulted when PUBLIC_URL is unset. */
  boundPort: () => number | null;
};

/**
 * The origins whose pages may write. They come from configuration, never from the request:
 * the Host header is the caller's to choose, so an origin that merely matches it proves nothing.
 * Without PUBLIC_URL (the embedded default), the site is for this machine: its loopback names
 * on the port it actually listens on.
 */
export function createOriginCheck(policy: OriginPolicy): (origin: string) => boolean {
  const configured = new Set(policy.allowedOrigins.map((origin) => new URL(origin).origin));
  configured.add(new URL(policy.publicUrl).origin);
  return (origin) => {
    if (configured.has(origin)) return true;
    if (policy.isPublicUrlConfigured) return false;
    const port = policy.boundPort();
    if (port === null) return false;
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`].includes(origin);
  };
}

function isSameOrigin(request: FastifyRequest, isAllowed: (origin: string) => boolean): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return isAllowed(origin);
  // No Origin: only a browser's own statement that the request came from our page (or the user).
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && TRUSTED_FETCH_SITES.has(site);
}

/**
 * Cross-site request forgery defence: a state-changing request that carries the session cookie
 * must come from our own pages. SameSite=Lax already keeps the cookie off cross-site POSTs; this
 * check also covers same-site neighbours and older browsers. Requests without the cookie (public
 * forms, bearer-token scripts) carry no ambient authority. Like the guard, it applies to the
 * route that matched, whatever the spelling of the path.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { policy: OriginPolicy; sessionCookie: string },
): void {
  const isAllowed = createOriginCheck(options.policy);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.is404) return;
    const hasSessionCookie = request.cookies[options.sessionCookie] !== undefined;
    if (!hasSessionCookie && request.routeOptions.config.sameOriginOnly !== true) return;
    if (isSameOrigin(request, isAllowed)) return;
    throw new AppError('forbidden', 'Cross-site request refused');
  });
}
