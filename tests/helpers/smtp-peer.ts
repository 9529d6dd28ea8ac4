import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelopeTo: string[]; raw: string };

export type SmtpPeer = {
  url: string;
  received: ReceivedMail[];
  /** While true the peer answers every message with a temporary failure. */
  isRefusing: boolean;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback, without TLS or authentication, that keeps what it accepts. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const peer: SmtpPeer = { url: '', received, isRefusing: false, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (peer.isRefusing) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        received.push({
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

export type ParsedMail = {
  headerLines: string[];
  header: (name: string) => string | undefined;
  text: string;
};

const decodeBytes = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
const fromHex = (_match: string, hex: string) => String.fromCharCode(Number.parseInt(hex, 16));

/** RFC 2047 encoded words, as nodemailer writes them for non-ASCII header text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBytes(data.replaceAll('_', ' ').replace(/=([0-9A-Fa-f]{2})/g, fromHex)),
    );
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = transferEncoding?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return decodeBytes(body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, fromHex));
  }
  return body;
}

function splitEntity(raw: string): { headerLines: string[]; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headerLines = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  return { headerLines, body: end === -1 ? '' : raw.slice(end + 4) };
}

function readHeader(headerLines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  const line = headerLines.find((entry) => entry.toLowerCase().startsWith(prefix));
  return line === undefined ? undefined : decodeWords(line.slice(prefix.length).trim());
}

/** Just enough of a MIME parser to read the headers and the plain-text part nodemailer writes. */
export function parseMail(raw: string): ParsedMail {
  const { headerLines, body } = splitEntity(raw);
  const header = (name: string) => readHeader(headerLines, name);
  const boundary = /boundary="?([^";]+)"?/.exec(header('content-type') ?? '')?.[1];
  let text = decodeBody(body, header('content-transfer-encoding'));
  if (boundary) {
    const plain = body
      .split(`--${boundary}`)
      .map((part) => splitEntity(part.replace(/^\r\n/, '')))
      .find((part) => readHeader(part.headerLines, 'content-type')?.startsWith('text/plain'));
    text = plain ? decodeBody(plain.body, readHeader(plain.headerLines, 'content-transfer-encoding')) : '';
  }
  return { headerLines, header, text: text.replaceAll('\r\n', '\n') };
}
