import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
/** Node checks for expired connections every quarter of the header time here; the rest is a loaded machine. */
const SLACK_MS = 1_500;

let test: TestApp;
let port: number;

beforeAll(async () => {
  test = await createTestApp({
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => test.close());

/**
 * Opens a connection, writes `start`, then keeps trickling `drip` every 100 ms (activity must not
 * keep a slow client alive), and resolves when the server closes it: with the milliseconds it
 * stayed open and what the server said.
 */
function holdOpen(start: string, drip: string): Promise<{ openMs: number; reply: string }> {
  return new Promise((resolve) => {
    const opened = Date.now();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const trickle = setInterval(() => socket.write(drip), 100);
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ openMs: Date.now() - opened, reply: Buffer.concat(received).toString('utf8') });
    });
    socket.write(start);
  });
}

describe('slow clients are cut off', () => {
  it(`closes a connection whose headers never finish within HEADERS_TIMEOUT_MS (${HEADERS_TIMEOUT_MS} ms)`, async () => {
    const { openMs, reply } = await holdOpen('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    expect(openMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(openMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it(`closes a connection whose body never finishes within REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms)`, async () => {
    const head = [
      'POST /api/contacts HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 1000',
      '',
      '{"name":"',
    ].join('\r\n');
    const { openMs } = await holdOpen(head, 'a');
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(openMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('still answers a client that sends its request at once', async () => {
    const { reply } = await holdOpen(
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      '',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
  });
});
