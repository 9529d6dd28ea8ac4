import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'job-pages');

export const readJobPage = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));

export type JobPageServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Path and Host header of every request received, in order. */
  requests: { path: string; host: string }[];
  close: () => Promise<void>;
};

const HTML = 'text/html; charset=utf-8';
const PAGES: Record<string, { file: string; type: string }> = {
  '/json-ld': { file: 'json-ld.html', type: HTML },
  '/json-ld-remote': { file: 'json-ld-remote.html', type: HTML },
  '/greenhouse': { file: 'greenhouse.html', type: HTML },
  '/lever': { file: 'lever.html', type: HTML },
  // No charset in the header: the page's own meta tag says ISO-8859-1.
  '/plain': { file: 'plain.html', type: 'text/html' },
  '/readable': { file: 'readable.html', type: HTML },
  '/posting.jsonld': { file: 'posting.jsonld', type: 'application/ld+json' },
};
const THREE_MB = 3 * 1024 * 1024;

function serve(request: IncomingMessage, response: ServerResponse, origin: string): void {
  const url = new URL(request.url ?? '/', origin);
  const page = PAGES[url.pathname];
  if (page) {
    response.writeHead(200, { 'content-type': page.type }).end(readJobPage(page.file));
    return;
  }
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    response.writeHead(302, { location: left === 0 ? '/json-ld' : `/chain/${left - 1}` }).end();
    return;
  }
  switch (url.pathname) {
    case '/delayed':
      // Long enough for a browser test to see the field busy, far inside the 10 s limit.
      setTimeout(
        () => response.writeHead(200, { 'content-type': HTML }).end(readJobPage('json-ld.html')),
        800,
      );
      return;
    case '/redirect':
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      return;
    case '/gzip':
      response
        .writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' })
        .end(gzipSync(readJobPage('json-ld.html')));
      return;
    case '/document.pdf':
      response
        .writeHead(200, { 'content-type': 'application/pdf' })
        .end('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
      return;
    case '/no-type':
      response.writeHead(200).end('<html><title>Untyped</title></html>');
      return;
    case '/huge': {
      // Streamed without a length, so only counting the bytes can stop it.
      response.writeHead(200, { 'content-type': HTML });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < THREE_MB && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
      return;
    }
    case '/huge-declared':
      response.writeHead(200, { 'content-type': HTML, 'content-length': String(THREE_MB) }).write('<html>');
      return;
    case '/gzip-bomb':
      response
        .writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(THREE_MB, ' ')));
      return;
    case '/slow-headers':
      return; // never answers
    case '/slow-body':
      response.writeHead(200, { 'content-type': HTML }).write('<html><head><title>Slow');
      return; // never finishes
    default:
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

/** A loopback web server with saved job pages and misbehaving endpoints, for the import's tests. */
export async function startJobPageServer(): Promise<JobPageServer> {
  const requests: JobPageServer['requests'] = [];
  const sockets = new Set<Socket>();
  let origin = '';
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', host: request.headers.host ?? '' });
    serve(request, response, origin);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
