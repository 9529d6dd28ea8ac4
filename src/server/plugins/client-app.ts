import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorReply } from '../../shared/api/errors';
import { clientRoutes, isClientRoute } from '../../shared/client-routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client. Hashed assets are cached for a year; pages are revalidated.
 * A path the client does not know still gets the app (which shows its not-found page)
 * but with status 404, so crawlers and monitors see the truth.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const indexHtml = clientDir ? readFileSync(path.join(clientDir, 'index.html'), 'utf8') : undefined;

  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
    for (const route of Object.values(clientRoutes)) {
      app.get(route, { config: { public: true } }, (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml),
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
    if (wantsPage && indexHtml) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(indexHtml);
    }
    const body: ErrorReply = { message: 'Not found' };
    return reply.status(404).send(body);
  });
}
