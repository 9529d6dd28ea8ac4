// Builds the client with Vite and bundles the server with esbuild into dist/.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';
import { trimFirstPaint } from './first-paint.mjs';
import { buildStamp, root, run } from './lib.mjs';

// Vite takes NODE_ENV from the environment when it is set: started from the test runner
// (NODE_ENV=test) the client would get React's development build. The site is always built
// as it ships, so browser tests and the bench measure what visitors get.
process.env.NODE_ENV = 'production';

/** A first-screen image at or under this size travels inside the page rather than after it. */
const INLINE_IMAGE_BYTES = 4096;

const startedAt = Date.now();
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

const configFile = path.join(root, 'vite.config.ts');
await viteBuild({ configFile, logLevel: 'warn' });
// The prerendered pages' template and its islands, in a build of their own: sharing chunks with
// the tools' bundle would add requests to every visit of / and /blog. Its manifest is what the
// build check (tests/unit/page-budget.test.ts) counts.
await viteBuild({
  configFile,
  logLevel: 'warn',
  build: {
    emptyOutDir: false,
    manifest: '.vite/page-manifest.json',
    rollupOptions: { input: path.join(root, 'src/client/page.html') },
  },
});
await viteBuild({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx', outDir: '../../dist/ssr', emptyOutDir: true, copyPublicDir: false },
});
await prerenderPages();
precompressAssets(path.join(root, 'dist', 'client'));

const serverOut = path.join(root, 'dist', 'server');
await bundle({
  // The server, its threads (the embedded database, resume reading), and the tool that makes its starting copy.
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'pglite-thread': path.join(root, 'src/server/db/pglite-thread.ts'),
    'resume-parse-thread': path.join(root, 'src/server/services/resumes/resume-parse-thread.ts'),
    'posting-read-thread': path.join(root, 'src/server/services/jobs/job-posting/posting-read-thread.ts'),
    'pglite-template': path.join(root, 'src/server/cli/pglite-template.ts'),
  },
  outdir: serverOut,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(serverOut, 'migrations'), { recursive: true });
run(process.execPath, [
  path.join(serverOut, 'pglite-template.js'),
  path.join(serverOut, 'migrations'),
  path.join(serverOut, 'pglite-template'),
]);

/**
 * Writes / and /blog as full HTML from the page template, with their first screen's rules inline
 * (the first paint waits on no request), and a shell for the client-only pages.
 */
async function prerenderPages() {
  const clientDir = path.join(root, 'dist', 'client');
  const server = await import(pathToFileURL(path.join(root, 'dist', 'ssr', 'entry-server.js')).href);
  const fill = (template, head, html) =>
    template.replace(/<!--head:start-->[\s\S]*?<!--head:end-->/, head).replace('<!--app-->', html);
  const shellTemplate = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  writeFileSync(path.join(clientDir, 'shell.html'), fill(shellTemplate, server.shellHead(), ''));
  const pageTemplate = readFileSync(path.join(clientDir, 'page.html'), 'utf8');
  for (const page of server.prerenderPages()) {
    const html = await trimFirstPaint(fill(pageTemplate, page.head, page.html), clientDir);
    writeFileSync(path.join(clientDir, page.file), inlineFirstScreenImage(html, clientDir));
  }
  rmSync(path.join(clientDir, 'page.html'));
}

/**
 * The first screen's image (the one fetched with high priority) written into the page as a data
 * URL when it is small, as the default illustrated portrait is: Lighthouse's largest paint was that
 * image, a round trip after the document. A photo the owner puts in its place stays a file, preloaded.
 */
function inlineFirstScreenImage(html, clientDir) {
  const image = /<img src="(\/images\/[^"]+\.(svg|png|jpe?g|webp))"[^>]*fetchPriority="high"/.exec(html);
  if (!image) return html;
  const [, src, extension] = image;
  const file = path.join(clientDir, src);
  const bytes = readFileSync(file);
  if (bytes.length > INLINE_IMAGE_BYTES) return html;
  const dataUrl =
    extension === 'svg'
      ? `data:image/svg+xml,${encodeURIComponent(bytes.toString('utf8'))}`
      : `data:image/${extension === 'jpg' ? 'jpeg' : extension};base64,${bytes.toString('base64')}`;
  return html
    .replace(new RegExp(`<link rel="preload" as="image" href="${src}"[^>]*>`), '')
    .replace(`<img src="${src}"`, `<img src="${dataUrl}"`);
}

/** Brotli and gzip copies of every text asset, served as they are (no compression per request). */
function precompressAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressAssets(file);
    } else if (/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) {
      const bytes = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}

mkdirSync(path.dirname(buildStamp), { recursive: true });
writeFileSync(buildStamp, new Date().toISOString());
process.stdout.write(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`);
