import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { root } from '../scripts/lib.mjs';

export type LoadFigures = { rps: number; p50: number; p99: number; errors: number };

export type LoadOptions = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Every request appears to come from its own visitor (needs TRUST_PROXY), so per-IP limits stay out of the figure. */
  isSpreadOverVisitors?: boolean;
  seconds?: number;
};

let visitor = 0;
function nextVisitorAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** autocannon from this process against a server in another: requests per second and latency. */
export async function measureLoad(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const request: Request = { method: options.method ?? 'GET', headers: options.headers, body: options.body };
  // autocannon calls setupRequest whenever the key is present, so add it only when wanted.
  if (options.isSpreadOverVisitors) {
    request.setupRequest = (req) => ({
      ...req,
      headers: { ...req.headers, 'x-forwarded-for': nextVisitorAddress() },
    });
  }
  const result = await autocannon({
    url,
    connections: 10,
    duration: options.seconds ?? 5,
    requests: [request],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function formatLoad(figures: LoadFigures): string {
  return `${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors} errors`;
}

/** Starts one of the bench's reference servers (a script in bench/) in its own process. */
export async function startReferenceServer(
  script: string,
  args: string[] = [],
): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'bench', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The bare Fastify hello-world: the ceiling of a Fastify route on this machine. */
export function startHelloServer(): Promise<{ url: string; stop: () => void }> {
  return startReferenceServer('hello-server.mjs');
}

/** Signs in through the local sign-in form and returns the session cookie. */
export async function signIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ username: 'owner', password, returnTo: '/tools' }).toString(),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 303 || !cookie) throw new Error(`bench sign-in failed with ${response.status}`);
  return cookie;
}
