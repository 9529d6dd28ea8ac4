import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Precompressed = { identity: Buffer; br: Buffer; gzip: Buffer };
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Compresses once, at startup, so serving a page costs no CPU per request. */
export function precompress(text: string): Precompressed {
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The best encoding the client accepts (a q=0 entry refuses it). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
