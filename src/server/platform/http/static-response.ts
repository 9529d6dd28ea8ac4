import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

type Variant = { body: Buffer; headers: Readonly<Record<string, string>> };

/**
 * A reply computed once at startup: the bytes in every encoding worth sending and each one's
 * complete headers, so serving it costs a lookup and a write, with no work per request.
 */
export type StaticResponse = {
  etag: string;
  variants: Readonly<Partial<Record<ContentEncoding, Variant>>> & { identity: Variant };
  /** The headers of a 304 (ETag and caching), also computed once. */
  notModifiedHeaders: Readonly<Record<string, string>>;
};

export type StaticResponseOptions = {
  contentType: string;
  cacheControl: string;
  /** Ready-made compressed copies (the build writes .br and .gz beside each asset). */
  precompressed?: Partial<Record<'br' | 'gzip', Buffer>>;
  /** Compress here when no copy is given; only text is worth it. */
  compress?: boolean;
  /** Headers every reply of this resource carries (a download's Content-Disposition, say). */
  extraHeaders?: Record<string, string>;
};

/** A strong ETag from the bytes themselves, so every instance computes the same one. */
export function sha256Etag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function compressAll(bytes: Buffer): Record<'br' | 'gzip', Buffer> {
  return {
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

export function createStaticResponse(bytes: Buffer, options: StaticResponseOptions): StaticResponse {
  const etag = sha256Etag(bytes);
  const compressed = options.precompressed ?? (options.compress ? compressAll(bytes) : {});
  const hasEncodings = Object.keys(compressed).length > 0;
  const common: Record<string, string> = {
    'content-type': options.contentType,
    'cache-control': options.cacheControl,
    etag,
    ...(hasEncodings ? { vary: 'Accept-Encoding' } : {}),
    ...options.extraHeaders,
  };
  const variants: Partial<Record<ContentEncoding, Variant>> & { identity: Variant } = {
    identity: { body: bytes, headers: { ...common, 'content-length': String(bytes.length) } },
  };
  for (const encoding of ['br', 'gzip'] as const) {
    const body = compressed[encoding];
    // A copy that saves nothing is not worth the client's decoding.
    if (!body || body.length >= bytes.length) continue;
    variants[encoding] = {
      body,
      headers: { ...common, 'content-encoding': encoding, 'content-length': String(body.length) },
    };
  }
  return {
    etag,
    variants,
    notModifiedHeaders: {
      etag,
      'cache-control': options.cacheControl,
      ...(hasEncodings ? { vary: 'Accept-Encoding' } : {}),
    },
  };
}

/** The best encoding the client accepts among those at hand (a q=0 entry refuses it). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Readonly<Partial<Record<ContentEncoding, unknown>>>,
): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (parameters.some((parameter) => /^\s*q=0(\.0+)?\s*$/.test(parameter))) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip') gzip = true;
  }
  if (br && available.br) return 'br';
  if (gzip && available.gzip) return 'gzip';
  return 'identity';
}

/** Sends a precomputed reply: 304 when the client holds it, else the best encoding it accepts. */
export function sendStaticResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: StaticResponse,
  status = 200,
): FastifyReply {
  if (status === 200 && matchesEtag(request.headers['if-none-match'], response.etag)) {
    return reply.code(304).headers(response.notModifiedHeaders).send();
  }
  const variant = response.variants[chooseEncoding(request.headers['accept-encoding'], response.variants)];
  const chosen = variant ?? response.variants.identity;
  return reply.code(status).headers(chosen.headers).send(chosen.body);
}
