import type { FastifyInstance } from 'fastify';
import { clientRoutes } from '../../../shared/client-routes';
import type { AppServices } from '../../app-services';

/** robots.txt and sitemap.xml, built from the configured public address. */
export function registerCrawlerRoutes(app: FastifyInstance, { config }: Pick<AppServices, 'config'>): void {
  const { publicUrl } = config;
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /tools',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const pages = [clientRoutes.home, clientRoutes.blog];
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${publicUrl}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  // Browsers ask for /favicon.ico on pages without an icon link; the icon is an SVG.
  app.get('/favicon.ico', { config: { public: true } }, (_request, reply) =>
    reply.redirect('/favicon.svg', 301),
  );
  app.get('/robots.txt', { config: { public: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { config: { public: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemap),
  );
}
