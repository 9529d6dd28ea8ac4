import { encode as encodePng } from 'fast-png';

/*
 * A palette PNG (colour type 3) from RGBA pixels, for platforms with a byte limit (WhatsApp).
 * The palette is the most frequent colours at 5 bits per channel; each pixel takes its nearest
 * entry. Fewer colours are tried until the image fits; a preview is opaque, so alpha is dropped.
 * The quantising is ours; fast-png writes the file (no maintained encoder chooses a palette to a
 * byte budget).
 */

const PALETTE_SIZES = [256, 128, 64, 32, 16];

type Palette = { colors: [number, number, number][]; indexOfKey: Map<number, number> };

function keyOf(pixels: Uint8Array, offset: number): number {
  return (
    (((pixels[offset] ?? 0) >> 3) << 10) |
    (((pixels[offset + 1] ?? 0) >> 3) << 5) |
    ((pixels[offset + 2] ?? 0) >> 3)
  );
}

function colorOfKey(key: number): [number, number, number] {
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
    const [r, g, b] = colorOfKey(key);
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [index, color] of rgb.entries()) {
      const distance = (r - color[0]) ** 2 + (g - color[1]) ** 2 + (b - color[2]) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    }
    indexOfKey.set(key, best);
  }
  return { colors: rgb, indexOfKey };
}

function encode(pixels: Uint8Array, width: number, height: number, palette: Palette): Buffer {
  const indices = new Uint8Array(width * height);
  for (let pixel = 0; pixel < indices.length; pixel++) {
    indices[pixel] = palette.indexOfKey.get(keyOf(pixels, pixel * 4)) ?? 0;
  }
  const png = encodePng(
    { width, height, data: indices, depth: 8, channels: 1, palette: palette.colors },
    { zlib: { level: 9 } },
  );
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
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
