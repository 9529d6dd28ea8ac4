import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorReply } from '../../shared/api/errors';
import { clientRoutes, isClientRoute } from '../../shared/client-routes';
import { PUBLIC_URL_PLACEHOLDER } from '../../shared/seo/page-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = 'text/html; charset=utf-8';

/** Pages prerendered at build time; every other page gets the client-only shell. */
const PRERENDERED: Record<string, string> = {
  [clientRoutes.home]: 'index.html',
  [clientRoutes.blog]: 'blog.html',
};

function loadPage(clientDir: string, file: string, publicUrl: string): string {
  return readFileSync(path.join(clientDir, file), 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
}

/**
 * Serves the built client. Hashed assets are cached for a year; pages are revalidated.
 * A path the client does not know still gets the app (which shows its not-found page)
 * but with status 404, so crawlers and monitors see the truth.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string | undefined,
  publicUrl: string,
): Promise<void> {
  const shell = clientDir ? loadPage(clientDir, 'shell.html', publicUrl) : undefined;

  if (clientDir && shell) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The page templates are served through the routes below, with the public URL filled in.
      allowedPath: (pathname) => !pathname.endsWith('.html'),
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
    for (const route of Object.values(clientRoutes)) {
      const file = PRERENDERED[route];
      const html =
        file && existsSync(path.join(clientDir, file)) ? loadPage(clientDir, file, publicUrl) : shell;
      app.get(route, { config: { public: true } }, (_request, reply) =>
        reply.type(HTML).header('Cache-Control', 'no-cache').send(html),
      );
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
    if (wantsPage && shell) {
      return reply.status(404).type(HTML).header('Cache-Control', 'no-cache').send(shell);
    }
    const body: ErrorReply = { message: 'Not found' };
    return reply.status(404).send(body);
  });
}
