import { crc32, deflateSync } from 'node:zlib';

/*
 * A palette PNG (colour type 3) from RGBA pixels, for platforms with a byte limit (WhatsApp).
 * The palette is the most frequent colours at 5 bits per channel; each pixel takes its nearest
 * entry. Fewer colours are tried until the image fits; a preview is opaque, so alpha is dropped.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PALETTE_SIZES = [256, 128, 64, 32, 16];

type Palette = { colors: number[]; indexOfKey: Map<number, number> };

function keyOf(pixels: Uint8Array, offset: number): number {
  return (
    (((pixels[offset] ?? 0) >> 3) << 10) |
    (((pixels[offset + 1] ?? 0) >> 3) << 5) |
    ((pixels[offset + 2] ?? 0) >> 3)
  );
}

function colorOfKey(key: number): number[] {
  return [((key >> 10) & 31) * 8 + 4, ((key >> 5) & 31) * 8 + 4, (key & 31) * 8 + 4];
}

function buildPalette(counts: Map<number, number>, size: number): Palette {
  const chosen = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, size)
    .map(([key]) => key);
  const rgb = chosen.map(colorOfKey);
  const indexOfKey = new Map<number, number>();
  for (const key of counts.keys()) {
    const [r, g, b] = colorOfKey(key) as [number, number, number];
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [index, color] of rgb.entries()) {
      const distance = (r - (color[0] ?? 0)) ** 2 + (g - (color[1] ?? 0)) ** 2 + (b - (color[2] ?? 0)) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    }
    indexOfKey.set(key, best);
  }
  return { colors: rgb.flat(), indexOfKey };
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

function encode(pixels: Uint8Array, width: number, height: number, palette: Palette): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width + 1);
    rows[rowStart] = 0;
    for (let x = 0; x < width; x++) {
      rows[rowStart + 1 + x] = palette.indexOfKey.get(keyOf(pixels, (y * width + x) * 4)) ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.colors)),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The largest palette whose PNG fits in `maxBytes`; the smallest one tried if none fits. */
export function encodeIndexedPng(
  pixels: Uint8Array,
  width: number,
  height: number,
  maxBytes: number,
): Buffer {
  const counts = new Map<number, number>();
  for (let offset = 0; offset < pixels.length; offset += 4) {
    const key = keyOf(pixels, offset);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let png: Buffer = Buffer.alloc(0);
  for (const size of PALETTE_SIZES) {
    png = encode(pixels, width, height, buildPalette(counts, size));
    if (png.length <= maxBytes) return png;
  }
  return png;
}
