import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LoadFigures, type LoadOptions, measureLoad, startReferenceServer } from './http';

export type Contender = { name: string; url: string; options?: LoadOptions };
export type ContenderResult = { name: string; runs: LoadFigures[]; medianRps: number };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Every contender once per round, in turn, for several rounds: a slow moment of the machine hits
 * all of them rather than one, and the median of the rounds is quoted with every run printed.
 */
export async function compareThroughput(
  contenders: Contender[],
  { rounds = 3, seconds = 5, log = (line: string) => process.stdout.write(`${line}\n`) } = {},
): Promise<ContenderResult[]> {
  const runs = new Map<string, LoadFigures[]>(contenders.map((contender) => [contender.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const contender of contenders) {
      const figures = await measureLoad(contender.url, { ...contender.options, seconds });
      runs.get(contender.name)?.push(figures);
      log(
        `  round ${round}  ${contender.name}: ${figures.rps} req/s, p99 ${figures.p99} ms, ${figures.errors} errors`,
      );
    }
  }
  return contenders.map((contender) => {
    const figures = runs.get(contender.name) ?? [];
    return { name: contender.name, runs: figures, medianRps: median(figures.map((run) => run.rps)) };
  });
}

/**
 * A bare node:http server that answers with exactly the bytes (and content headers) our server
 * sent for `url` when asked with `acceptEncoding`: the reference a page or asset is measured against.
 */
export async function startBareCopyOf(
  url: string,
  acceptEncoding: string,
): Promise<{ url: string; bytes: number; stop: () => void }> {
  const { headers, body } = await readAsSent(url, acceptEncoding);
  const file = path.join(tmpdir(), `bench-bare-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const server = await startReferenceServer('bare-server.mjs', [file]);
  return { ...server, bytes: body.length };
}

/** The reply's content headers and body bytes as they travelled (node:http does not decode). */
function readAsSent(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
