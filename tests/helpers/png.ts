const SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk, which always directly follows the signature. */
export function readPngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(0, 8).toString('hex') !== SIGNATURE || png.subarray(12, 16).toString('ascii') !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
