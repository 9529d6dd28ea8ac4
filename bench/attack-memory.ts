import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startServer } from '../tests/support/server-process';
import { signIn } from './http';

/**
 * The server's resident memory under the attack mix that once took it from 404 MB to 1.11 GB:
 * three uploads of eight 24 MB file parts at once (declared length, then chunked), and 200 slow
 * connections (half never finish their headers, half their body). Each run starts a fresh server;
 * every run is printed, with the load average.
 */

const MB = 1024 * 1024;
const PASSWORD = 'bench owner password';
const BOUNDARY = '----bench-boundary';
const RUNS = 3;
/** Shorter than the defaults (10 s, 120 s) so a run takes seconds; the mechanism is the same. */
const HEADERS_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 6_000;
const SLOW_CONNECTIONS = 200;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the server's RSS every 20 ms while `work` runs; the peak. */
async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid));
}

function partHead(index: number): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="part-${index}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
}

/** One request of eight 24 MB parts, streamed; resolves with the status once the server closes. */
function eightPartUpload(port: number, cookie: string, origin: string, isChunked: boolean): Promise<number> {
  const partBytes = 24 * MB;
  const closing = `--${BOUNDARY}--\r\n`;
  const length = Array.from({ length: 8 }, (_, index) => partHead(index).length + partBytes + 2).reduce(
    (sum, bytes) => sum + bytes,
    closing.length,
  );
  const headers = [
    'POST /api/tools/files/upload HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${cookie}`,
    `Origin: ${origin}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    isChunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`,
  ];
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const frame = (data: Buffer): Buffer =>
    isChunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
      : data;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    let isClosed = false;
    socket.on('data', (data) => {
      reply += data.toString('latin1');
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      isClosed = true;
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0));
    });
    const write = async () => {
      const send = async (data: Buffer) => {
        if (isClosed) return;
        if (!socket.write(frame(data)))
          await new Promise<void>((done) => {
            const finish = () => {
              socket.off('drain', finish);
              socket.off('close', finish);
              done();
            };
            socket.once('drain', finish);
            socket.once('close', finish);
          });
      };
      for (let index = 0; index < 8 && !isClosed; index++) {
        await send(Buffer.from(partHead(index)));
        for (let sent = 0; sent < partBytes && !isClosed; sent += chunk.length) await send(chunk);
        await send(Buffer.from('\r\n'));
      }
      await send(Buffer.from(closing));
      if (isChunked && !isClosed) socket.write('0\r\n\r\n');
    };
    socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    void write();
  });
}

/** A connection that trickles a byte every 500 ms and never finishes; the ms until the server closes it. */
function slowConnection(port: number, kind: 'headers' | 'body'): Promise<number> {
  const start =
    kind === 'headers'
      ? `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`
      : `POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
  return new Promise((resolve) => {
    const opened = performance.now();
    const socket = connect(port, '127.0.0.1');
    const trickle = setInterval(() => socket.write(kind === 'headers' ? 'X-Slow: 1\r\n' : 'a'), 500);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(performance.now() - opened);
    });
    socket.write(start);
  });
}

type Run = {
  idleMb: number;
  uploadPeakMb: number;
  uploadStatuses: number[];
  slowPeakMb: number;
  slowHeaderCloseMs: number;
  slowBodyCloseMs: number;
  load: number;
};

async function oneRun(): Promise<Run> {
  const server = await startServer({
    env: {
      OWNER_PASSWORD: PASSWORD,
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
  });
  try {
    const pid = server.child.pid ?? 0;
    const cookie = await signIn(server.url, PASSWORD);
    const port = Number(new URL(server.url).port);
    // A few ordinary requests first, so the baseline is a server that has served something.
    for (let index = 0; index < 5; index++) await (await fetch(`${server.url}/`)).arrayBuffer();
    const idleMb = rssMb(pid);
    const uploadStatuses: number[] = [];
    const uploadPeakMb = await peakDuring(pid, async () => {
      for (const isChunked of [false, true]) {
        const statuses = await Promise.all(
          [0, 1, 2].map(() => eightPartUpload(port, cookie, server.url, isChunked)),
        );
        uploadStatuses.push(...statuses);
      }
    });
    let slowHeaderCloseMs = 0;
    let slowBodyCloseMs = 0;
    const slowPeakMb = await peakDuring(pid, async () => {
      const kinds = Array.from({ length: SLOW_CONNECTIONS }, (_, index): 'headers' | 'body' =>
        index % 2 ? 'body' : 'headers',
      );
      const closed = await Promise.all(kinds.map((kind) => slowConnection(port, kind)));
      slowHeaderCloseMs = Math.max(...closed.filter((_, index) => kinds[index] === 'headers'));
      slowBodyCloseMs = Math.max(...closed.filter((_, index) => kinds[index] === 'body'));
    });
    return {
      idleMb,
      uploadPeakMb,
      uploadStatuses,
      slowPeakMb,
      slowHeaderCloseMs,
      slowBodyCloseMs,
      load: loadavg()[0] ?? 0,
    };
  } finally {
    await server.stop();
  }
}

export type BenchRow = { figure: string; value: string; budget: string };

export async function benchAttackMemory(): Promise<BenchRow[]> {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await oneRun();
    runs.push(result);
    process.stdout.write(
      `attack mix run ${run + 1}: idle ${result.idleMb.toFixed(0)} MB, peak under 2 × 3 uploads of 8 × 24 MB ${result.uploadPeakMb.toFixed(0)} MB (statuses ${result.uploadStatuses.join(' ')}), peak under ${SLOW_CONNECTIONS} slow connections ${result.slowPeakMb.toFixed(0)} MB, last slow-header close ${(result.slowHeaderCloseMs / 1000).toFixed(1)} s, last slow-body close ${(result.slowBodyCloseMs / 1000).toFixed(1)} s, load ${result.load.toFixed(1)}\n`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const listed = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  const uploadGrowth = runs.map((run) => run.uploadPeakMb - run.idleMb);
  const slowGrowth = runs.map((run) => run.slowPeakMb - run.idleMb);
  const headerClose = runs.map((run) => run.slowHeaderCloseMs / 1000);
  const bodyClose = runs.map((run) => run.slowBodyCloseMs / 1000);
  return [
    {
      figure: 'RSS growth, 3 × (8 × 24 MB parts) at once, sized then chunked',
      value: `${median(uploadGrowth).toFixed(0)} MB over ${median(runs.map((run) => run.idleMb)).toFixed(0)} MB idle (runs ${listed(uploadGrowth)})`,
      budget: '< 30 MB',
    },
    {
      figure: `RSS growth, ${SLOW_CONNECTIONS} slow connections (half headers, half body)`,
      value: `${median(slowGrowth).toFixed(0)} MB (runs ${listed(slowGrowth)})`,
      budget: '< 30 MB',
    },
    {
      figure: `slow connections closed by (headers ${HEADERS_TIMEOUT_MS / 1000} s, request ${REQUEST_TIMEOUT_MS / 1000} s)`,
      value: `headers ${median(headerClose).toFixed(1)} s, body ${median(bodyClose).toFixed(1)} s (runs ${headerClose.map((s) => s.toFixed(1)).join(', ')}; ${bodyClose.map((s) => s.toFixed(1)).join(', ')})`,
      budget: 'within 2 s of the limit',
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchAttackMemory())
    process.stdout.write(`${row.figure}: ${row.value} (budget ${row.budget})\n`);
}
