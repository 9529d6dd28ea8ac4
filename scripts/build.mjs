// Builds the client with Vite and bundles the server with esbuild into dist/.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';
import { buildStamp, root } from './lib.mjs';

const startedAt = Date.now();
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });

const serverOut = path.join(root, 'dist', 'server');
await bundle({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(serverOut, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(serverOut, 'migrations'), { recursive: true });

mkdirSync(path.dirname(buildStamp), { recursive: true });
writeFileSync(buildStamp, new Date().toISOString());
process.stdout.write(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`);
