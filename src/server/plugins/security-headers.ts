import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL_PLACEHOLDER } from '../../shared/seo/page-head';
import { hashInlineScripts } from '../lib/inline-scripts';

export type CspDirectives = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The site-wide Content-Security-Policy, for routes that serve a page of their own. */
    cspDirectives: Readonly<CspDirectives>;
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

/**
 * Browser hardening for every response. Scripts run only from our origin or as the exact
 * inline scripts of the built pages (by hash). Styles allow 'unsafe-inline' because the
 * UI library injects computed <style> elements: docs/decisions/0007-csp-inline-styles.md.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { clientDir: string | undefined; publicUrl: string; oidcIssuerUrl: string | undefined },
): Promise<void> {
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

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Sent below, and only over HTTPS: over plain HTTP it would be ignored or pin a dev host.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
