import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { clientRoutes, isClientRoute } from '../../shared/client-routes';
import { PUBLIC_URL_PLACEHOLDER } from '../../shared/seo/page-head';
import { AppError } from '../platform/errors';
import { loadStaticFiles } from '../platform/http/static-files';
import {
  createStaticResponse,
  type StaticResponse,
  sendStaticResponse,
} from '../platform/http/static-response';

/**
 * The Save posting popup is opened by a job page on another site, which then posts the page to
 * it: with the site's `same-origin` opener policy the browser would cut the two apart (0113).
 */
const OPENED_BY_OTHER_SITES: ReadonlySet<string> = new Set([clientRoutes.jobSave]);

/** Pages prerendered at build time; every other page gets the client-only shell. */
const PRERENDERED: Record<string, string> = {
  [clientRoutes.home]: 'index.html',
  [clientRoutes.blog]: 'blog.html',
};

function loadPage(clientDir: string, file: string, publicUrl: string): StaticResponse {
  const html = readFileSync(path.join(clientDir, file), 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
  return createStaticResponse(Buffer.from(html), {
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    compress: true,
  });
}

/**
 * Serves the built client from memory: every file and page is read, compressed and given its
 * headers once at startup, so a request costs a lookup. Hashed assets are cached for a year;
 * pages are revalidated. A path the client does not know still gets the app (which shows its
 * not-found page) but with status 404, so crawlers and monitors see the truth.
 */
export function registerClientApp(
  app: FastifyInstance,
  clientDir: string | undefined,
  publicUrl: string,
): void {
  const shell = clientDir ? loadPage(clientDir, 'shell.html', publicUrl) : undefined;

  if (clientDir && shell) {
    for (const [urlPath, file] of loadStaticFiles(clientDir)) {
      app.get(urlPath, { config: { public: true } }, (request, reply) =>
        sendStaticResponse(request, reply, file),
      );
    }
    for (const route of Object.values(clientRoutes)) {
      const file = PRERENDERED[route];
      const page =
        file && existsSync(path.join(clientDir, file)) ? loadPage(clientDir, file, publicUrl) : shell;
      const config: FastifyContextConfig = OPENED_BY_OTHER_SITES.has(route)
        ? { public: true, crossOriginOpenerPolicy: 'unsafe-none' }
        : { public: true };
      app.get(route, { config }, (request, reply) => sendStaticResponse(request, reply, page));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (
      wantsPage &&
      pathname.length > 1 &&
      pathname.endsWith('/') &&
      isClientRoute(pathname.replace(/\/+$/, ''))
    ) {
      return reply.redirect(pathname.replace(/\/+$/, ''), 301);
    }
    if (wantsPage && shell) return sendStaticResponse(request, reply, shell, 404);
    throw new AppError('not-found', 'Not found');
  });
}
