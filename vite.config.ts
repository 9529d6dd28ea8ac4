import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

type EntryServer = typeof import('./src/client/entry-server');

/**
 * `npm run dev`: / and /blog are prerendered documents in production, so the dev server renders
 * them the same way on each request (through Vite, so edits show at once) instead of the shell.
 */
function prerenderInDev(): Plugin {
  return {
    name: 'prerender-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const pathname = (request.url ?? '/').split('?')[0];
        if (pathname !== '/' && pathname !== '/blog') return next();
        try {
          const entry = (await server.ssrLoadModule('/entry-server.tsx')) as EntryServer;
          const page = entry.prerenderPages().find((candidate) => candidate.path === pathname);
          const template = readFileSync(path.join(server.config.root, 'page.html'), 'utf8');
          const html = template
            .replace(/<!--head:start-->[\s\S]*?<!--head:end-->/, page?.head ?? '')
            .replace('<!--app-->', page?.html ?? '');
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(await server.transformIndexHtml(request.url ?? '/', html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5001'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderInDev()],
  // The particle background's worker is a module of its own (src/client/features/particles).
  worker: { format: 'es' },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // index.html: the client-rendered tools and not-found page. scripts/build.mjs builds the
    // template of the prerendered pages (page.html) apart, so the two share no chunk.
    rollupOptions: { input: 'src/client/index.html' },
  },
  server: {
    port: 5000,
    proxy: {
      '/api': apiTarget,
      '/preview': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
