import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { startHelloServer } from './http';
import { compareThroughput, startBareCopyOf } from './throughput';

type Row = { figure: string; value: string; budget: string };

const percent = (part: number, whole: number) => `${Math.round((part / Math.max(whole, 1)) * 100)}%`;

/** The largest script the landing page loads: the asset whose serving costs the most bytes. */
function mainScript(): string {
  const html = readFileSync(path.join(root, 'dist', 'client', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const sizes = scripts.map((script) => ({
    script,
    size: readFileSync(path.join(root, 'dist', 'client', script)).length,
  }));
  return sizes.sort((a, b) => b.size - a.size)[0]?.script ?? '/';
}

/**
 * The public fast path against its references, in one run and in turn: a bare node:http server
 * sending the very bytes we send for `/` and for the main script (brotli), and a bare Fastify
 * hello-world. Each figure is the median of three rounds, every round printed.
 */
export async function benchFastPath(baseUrl: string, signedInCookie: string): Promise<Row[]> {
  const script = mainScript();
  const barePage = await startBareCopyOf(`${baseUrl}/`, 'br');
  const bareScript = await startBareCopyOf(`${baseUrl}${script}`, 'br');
  const hello = await startHelloServer();
  const br = { headers: { 'accept-encoding': 'br' } };
  try {
    const results = await compareThroughput([
      { name: 'bare node:http, bytes of /', url: barePage.url },
      { name: 'GET / (brotli)', url: `${baseUrl}/`, options: br },
      { name: 'bare node:http, bytes of the main script', url: bareScript.url },
      { name: 'GET main script (brotli)', url: `${baseUrl}${script}`, options: br },
      { name: 'bare Fastify hello-world', url: hello.url },
      { name: 'GET /healthz', url: `${baseUrl}/healthz` },
      {
        name: 'GET /api/auth/user (signed in)',
        url: `${baseUrl}/api/auth/user`,
        options: { headers: { cookie: signedInCookie } },
      },
    ]);
    const rps = (name: string) => results.find((result) => result.name === name)?.medianRps ?? 0;
    const runs = (name: string) =>
      (results.find((result) => result.name === name)?.runs ?? []).map((run) => run.rps).join(', ');
    const line = (name: string, budget: string, reference?: string): Row => ({
      figure: name,
      value: `${rps(name)} req/s (runs ${runs(name)})${reference ? `, ${percent(rps(name), rps(reference))} of ${reference}` : ''}`,
      budget,
    });
    return [
      line('bare Fastify hello-world', '-'),
      line('bare node:http, bytes of /', '-'),
      line('GET / (brotli)', '>= 80% of bare node:http', 'bare node:http, bytes of /'),
      line('bare node:http, bytes of the main script', '-'),
      line(
        'GET main script (brotli)',
        '>= 80% of bare node:http',
        'bare node:http, bytes of the main script',
      ),
      line('GET /healthz', 'no slower than GET /', 'GET / (brotli)'),
      line('GET /api/auth/user (signed in)', '-'),
    ];
  } finally {
    barePage.stop();
    bareScript.stop();
    hello.stop();
  }
}
