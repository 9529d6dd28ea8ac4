// Serves a built static site (an anchor for the Lighthouse comparison, decision 0026) on loopback,
// brotli-compressed at the highest level like our own precompressed assets, each file compressed
// once and kept. Usage: node bench/serve-static.mjs <folder> <port>
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const folder = path.resolve(process.argv[2] ?? '.');
const port = Number(process.argv[3] ?? 5800);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};
const cache = new Map();

/** The file a path names: itself, its .html twin, or its folder's index.html. */
function resolve(pathname) {
  const base = path.join(folder, decodeURIComponent(pathname));
  if (!base.startsWith(folder)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const server = createServer((request, response) => {
  const file = resolve(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!file) {
    response.writeHead(404).end('Not found');
    return;
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const isText = /^(text|application\/(json|xml))|svg/.test(type);
  let body = cache.get(file);
  if (!body) {
    const bytes = readFileSync(file);
    body = isText ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : bytes;
    cache.set(file, body);
  }
  const headers = { 'content-type': type, 'content-length': body.length, 'cache-control': 'no-cache' };
  if (isText) headers['content-encoding'] = 'br';
  response.writeHead(200, headers).end(body);
});
server.listen(port, '127.0.0.1', () =>
  process.stdout.write(`Serving ${folder} at http://127.0.0.1:${port}/\n`),
);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
