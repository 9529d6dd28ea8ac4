import type { FastifyRequest } from 'fastify';

/**
 * Whether a reply goes to the browser over HTTPS. An https PUBLIC_URL says so for every request,
 * whatever the proxy in front forwards (or whether TRUST_PROXY lets us read it): otherwise a
 * proxy that terminates TLS would silently cost the session cookie its `Secure` flag and the
 * site its HSTS header. Without it, only a request that arrived over HTTPS (directly, or through
 * a trusted proxy's X-Forwarded-Proto) counts.
 */
export function isSecureRequest(request: FastifyRequest, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || request.protocol === 'https';
}
