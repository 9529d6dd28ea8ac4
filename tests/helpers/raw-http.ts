import { connect } from 'node:net';

export type RawReply = { status: number; headers: string; body: string };

/**
 * One HTTP/1.1 request written byte for byte, so the request target reaches the server exactly as
 * an attacker would send it: no client library normalises `..`, `//` or percent-escapes on the way.
 */
export function sendRaw(
  port: number,
  request: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawReply> {
  const body = request.body ?? '';
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no reply to ${request.method} ${request.target}`)),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status,
        headers: split === -1 ? text : text.slice(0, split),
        body: split === -1 ? '' : text.slice(split + 4),
      });
    });
    socket.write(`${head}\r\n\r\n${body}`);
  });
}
