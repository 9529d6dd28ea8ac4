import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL_PLACEHOLDER } from '../../shared/seo/page-head';
import { hashInlineScripts } from '../lib/inline-scripts';
import { isSecureRequest } from './secure-transport';

export type CspDirectives = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The site-wide Content-Security-Policy, for routes that serve a page of their own. */
    cspDirectives: Readonly<CspDirectives>;
  }
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy in place of the site's (serialised once, at registration). */
    contentSecurityPolicy?: string;
    /**
     * A page's own Cross-Origin-Opener-Policy in place of `same-origin`: only the Save posting
     * popup, which must stay reachable by the job page that opened it (0113).
     */
    crossOriginOpenerPolicy?: 'unsafe-none';
  }
}

const HSTS = 'max-age=31536000';

/** Hashes of the inline scripts of every built page, as served (public URL filled in). */
function hashBuiltPages(clientDir: string | undefined, publicUrl: string): string[] {
  if (!clientDir || !existsSync(clientDir)) return [];
  const hashes = new Set<string>();
  for (const file of readdirSync(clientDir).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(clientDir, file), 'utf8').replaceAll(
      PUBLIC_URL_PLACEHOLDER,
      publicUrl,
    );
    for (const hash of hashInlineScripts(html)) hashes.add(hash);
  }
  return [...hashes].sort();
}

export function serializeCsp(directives: Readonly<CspDirectives>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The hardening every reply carries besides its CSP, as helmet's defaults would set them. */
const HARDENING: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Browser hardening for every response, computed once: the header set (and its HTTPS twin with
 * HSTS) is built at startup and assigned in one step per request. Scripts run only from our origin
 * or as the exact inline scripts of the built pages (by hash). Styles allow 'unsafe-inline' because
 * the UI library injects computed <style> elements: docs/decisions/0007-csp-inline-styles.md.
 * Why not @fastify/helmet: docs/decisions/0012-public-fast-path.md.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { clientDir: string | undefined; publicUrl: string; oidcIssuerUrl: string | undefined },
): void {
  const formAction = ["'self'"];
  // After the sign-in form the browser may be sent on to the identity provider.
  if (options.oidcIssuerUrl) formAction.push(new URL(options.oidcIssuerUrl).origin);
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashBuiltPages(options.clientDir, options.publicUrl)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': formAction,
    'frame-ancestors': ["'none'"],
  };
  app.decorate('cspDirectives', directives);

  const overHttp = { ...HARDENING, 'content-security-policy': serializeCsp(directives) };
  const overHttps = { ...overHttp, 'strict-transport-security': HSTS };
  // HSTS only over HTTPS (an https PUBLIC_URL says every reply is): over plain HTTP it would be
  // ignored or pin a development host.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSecureRequest(request, options.publicUrl) ? overHttps : overHttp);
    const { contentSecurityPolicy, crossOriginOpenerPolicy } = request.routeOptions.config;
    if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy);
    if (crossOriginOpenerPolicy) reply.header('cross-origin-opener-policy', crossOriginOpenerPolicy);
    done();
  });
}
