// Builds the client with Vite and bundles the server with esbuild into dist/.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';
import { buildStamp, root, run } from './lib.mjs';

// Vite takes NODE_ENV from the environment when it is set: started from the test runner
// (NODE_ENV=test) the client would get React's development build. The site is always built
// as it ships, so browser tests and the bench measure what visitors get.
process.env.NODE_ENV = 'production';

const startedAt = Date.now();
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

const configFile = path.join(root, 'vite.config.ts');
await viteBuild({ configFile, logLevel: 'warn' });
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

/** Writes / and /blog as full HTML (hydrated in the browser) and a shell for client-only pages. */
async function prerenderPages() {
  const clientDir = path.join(root, 'dist', 'client');
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const server = await import(pathToFileURL(path.join(root, 'dist', 'ssr', 'entry-server.js')).href);
  const fill = (head, html) =>
    template.replace(/<!--head:start-->[\s\S]*?<!--head:end-->/, head).replace('<!--app-->', html);
  for (const page of await server.prerenderPages())
    writeFileSync(path.join(clientDir, page.file), fill(page.head, page.html));
  writeFileSync(path.join(clientDir, 'shell.html'), fill(server.shellHead(), ''));
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
