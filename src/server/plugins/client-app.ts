import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReply } from '../../shared/api/errors';
import { clientRoutes, isClientRoute } from '../../shared/client-routes';
import { PUBLIC_URL_PLACEHOLDER } from '../../shared/seo/page-head';
import { chooseEncoding, type Precompressed, precompress } from '../lib/precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = 'text/html; charset=utf-8';

/** Pages prerendered at build time; every other page gets the client-only shell. */
const PRERENDERED: Record<string, string> = {
  [clientRoutes.home]: 'index.html',
  [clientRoutes.blog]: 'blog.html',
};

function loadPage(clientDir: string, file: string, publicUrl: string): Precompressed {
  return precompress(
    readFileSync(path.join(clientDir, file), 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl),
  );
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Precompressed, status = 200) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.status(status).type(HTML).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page[encoding]);
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
    await app.register(async (scope) => {
      // Every file of the client build is for everyone: the plugin registers one route per file,
      // and the guard would otherwise treat each as private.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await scope.register(fastifyStatic, {
        root: clientDir,
        index: false,
        // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
        preCompressed: true,
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
    });
    for (const route of Object.values(clientRoutes)) {
      const file = PRERENDERED[route];
      const page =
        file && existsSync(path.join(clientDir, file)) ? loadPage(clientDir, file, publicUrl) : shell;
      app.get(route, { config: { public: true } }, (request, reply) => sendPage(request, reply, page));
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
      return sendPage(request, reply, shell, 404);
    }
    const body: ErrorReply = { message: 'Not found' };
    return reply.status(404).send(body);
  });
}
