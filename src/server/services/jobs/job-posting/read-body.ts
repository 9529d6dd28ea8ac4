import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { formatMegabytes } from '../../../../shared/text/format-megabytes';
import { AppError } from '../../../platform/errors';

const tooLarge = (maxBytes: number) =>
  new AppError(
    'unprocessable',
    `The job page is larger than ${formatMegabytes(maxBytes)}; please fill in the details manually.`,
  );

function decompressed(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (encoding === 'identity' || encoding === '') return response;
  if (!decoder)
    throw new AppError('unprocessable', `The job page uses an unsupported encoding (${encoding}).`);
  return pipeline(response, decoder, () => undefined);
}

/**
 * The body, decompressed, refused beyond `maxBytes` of either the wire or the decompressed
 * text (a small compressed body can inflate enormously).
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let stream: Readable | undefined;
  try {
    stream = decompressed(response);
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } catch (error) {
    response.destroy();
    stream?.destroy();
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code?.startsWith('Z_')) {
      throw new AppError('unprocessable', 'The job page could not be decompressed.');
    }
    throw error;
  }
  return Buffer.concat(chunks, total);
}

const CHARSET_IN_TYPE = /charset\s*=\s*["']?([\w.:-]+)/i;
const CHARSET_IN_META = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i;

function decoderFor(label: string | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** Text in the charset the server or the page declares; UTF-8 when neither does or the name is unknown. */
export function decodeText(body: Buffer, contentType: string): string {
  const declared = CHARSET_IN_TYPE.exec(contentType)?.[1];
  const sniffed = CHARSET_IN_META.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  const decoder = decoderFor(declared) ?? decoderFor(sniffed) ?? new TextDecoder('utf-8');
  return decoder.decode(body);
}
