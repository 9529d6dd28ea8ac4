import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../../helpers/test-app';

const MB = 1024 * 1024;
const BOUNDARY = '----portfolio-test-boundary';

let test: TestApp;
let owner: OwnerSession;
let port: number;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => test.close());

type Part = { field: string; fileName: string; bytes: number };

function partHead(part: Part): string {
  return [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"`,
    'Content-Type: application/octet-stream',
    '',
    '',
  ].join('\r\n');
}

function bodyLength(parts: Part[]): number {
  const heads = parts.reduce((sum, part) => sum + Buffer.byteLength(partHead(part)) + part.bytes + 2, 0);
  return heads + Buffer.byteLength(`--${BOUNDARY}--\r\n`);
}

type Outcome = { status: number; reply: string; peakRssGrowth: number; sentBytes: number };

/**
 * Streams a multipart upload over a real socket, generating each part as it is written (the test
 * itself holds one 256 KB chunk), and samples this process's RSS (server and client alike) until
 * the server has answered and closed the connection (or answered in full and kept it open).
 */
function streamUpload(parts: Part[], framing: 'content-length' | 'chunked'): Promise<Outcome> {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const length = framing === 'content-length' ? { 'content-length': String(bodyLength(parts)) } : {};
  const headers = {
    host: `127.0.0.1:${port}`,
    ...owner.headers,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...length,
    ...(framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : {}),
  };
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sentBytes = 0;
    let isClosed = false;
    const frame = (data: Buffer | string) => {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      sentBytes += bytes.length;
      if (framing === 'content-length') return bytes;
      return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    };
    async function* pieces(): AsyncGenerator<Buffer> {
      for (const part of parts) {
        yield frame(partHead(part));
        for (let written = 0; written < part.bytes; written += chunk.length)
          yield frame(chunk.subarray(0, Math.min(chunk.length, part.bytes - written)));
        yield frame('\r\n');
      }
      yield frame(`--${BOUNDARY}--\r\n`);
      if (framing === 'chunked') yield Buffer.from('0\r\n\r\n');
    }
    async function write(): Promise<void> {
      for await (const piece of pieces()) {
        if (isClosed) return;
        // Wait for the socket to drain (or close): the body is sent no faster than the server reads.
        if (!socket.write(piece))
          await new Promise<void>((done) => {
            const finish = () => {
              socket.off('drain', finish);
              socket.off('close', finish);
              done();
            };
            socket.once('drain', finish);
            socket.once('close', finish);
          });
      }
    }
    // A reply that keeps the connection open (a success) is complete once its body has arrived.
    const isReplyComplete = () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, split));
      return split !== -1 && length !== null && Buffer.byteLength(text.slice(split + 4)) >= Number(length[1]);
    };
    socket.on('data', (data) => {
      received.push(data);
      if (isReplyComplete() && !/connection: close/i.test(Buffer.concat(received).toString('utf8')))
        socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      isClosed = true;
      clearInterval(sampler);
      const reply = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
      resolve({ status, reply, peakRssGrowth: (peak - baseline) / MB, sentBytes });
    });
    socket.write(
      `POST /api/tools/files/upload HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n')}\r\n\r\n`,
    );
    void write();
  });
}

const eightBigParts = (bytes: number): Part[] =>
  Array.from({ length: 8 }, (_, index) => ({ field: 'file', fileName: `part-${index}.bin`, bytes }));

describe('a multipart upload carries exactly one file', () => {
  it('refuses 8 file parts of 24 MB (413) before reading them: RSS grows less than 30 MB', async () => {
    const outcome = await streamUpload(eightBigParts(24 * MB), 'content-length');
    expect(outcome.status).toBe(413);
    expect(outcome.reply).toContain('larger than the 25 MB upload limit');
    expect(outcome.reply).toMatch(/connection: close/i);
    expect(outcome.peakRssGrowth).toBeLessThan(30);
    // The connection ended long before the 192 MB were sent.
    expect(outcome.sentBytes).toBeLessThan(64 * MB);
  });

  it('refuses an upload sent without its length (411) before reading it', async () => {
    const outcome = await streamUpload(eightBigParts(24 * MB), 'chunked');
    expect(outcome.status).toBe(411);
    expect(outcome.reply).toContain('Send the upload with its Content-Length');
    expect(outcome.peakRssGrowth).toBeLessThan(30);
    expect(outcome.sentBytes).toBeLessThan(64 * MB);
  });

  it('refuses a second file part within the declared length (413), without reading it', async () => {
    const outcome = await streamUpload(eightBigParts(MB / 8), 'content-length');
    expect(outcome.status).toBe(413);
    expect(outcome.reply).toContain('Send one file at a time.');
  });

  it('refuses a file under another field name (400) without reading it', async () => {
    const outcome = await streamUpload(
      [{ field: 'other', fileName: 'x.bin', bytes: 24 * MB }],
      'content-length',
    );
    expect(outcome.status).toBe(400);
    expect(outcome.reply).toContain('Send one file, in the form field \\"file\\".');
    expect(outcome.sentBytes).toBeLessThan(24 * MB);
  });

  it('still takes one ordinary file', async () => {
    const outcome = await streamUpload(
      [{ field: 'file', fileName: 'one.bin', bytes: 2 * MB }],
      'content-length',
    );
    expect(outcome.status).toBe(201);
  });
});
