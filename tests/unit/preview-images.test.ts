import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { createCard } from '../../src/server/services/previews/card';
import { encodeIndexedPng } from '../../src/server/services/previews/indexed-png';
import { listPreviewTargets } from '../../src/server/services/previews/platforms';
import { renderPreviewPng } from '../../src/server/services/previews/render-png';
import { readPngSize } from '../helpers/png';

const branding = {
  name: 'Alex Morgan',
  title: 'Technology Director',
  headline: 'IT Operations & Security Leadership',
  stats: [{ value: '15+', label: 'Years Experience' }],
  color: '#facc15',
  backgroundColor: '#0f172a',
  siteHost: 'example.org',
};

/** Decodes a PNG through resvg and returns its RGBA pixels. */
function decode(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

describe('branded card', () => {
  it.each(listPreviewTargets().map((target) => [target.platform, target] as const))(
    'renders %s at its platform size, within its byte limit',
    async (_platform, target) => {
      const png = await renderPreviewPng(createCard({ branding, target, dateText: 'June 25, 2025' }), target);
      expect(readPngSize(png)).toEqual({ width: target.width, height: target.height });
      if (target.maxBytes !== null) expect(png.length).toBeLessThanOrEqual(target.maxBytes);
    },
  );
});

describe('palette PNG for byte limits', () => {
  it('shrinks a full-colour image under the limit and stays a readable PNG of the same picture', async () => {
    const [target] = listPreviewTargets();
    if (!target) throw new Error('no platforms');
    const full = await renderPreviewPng(createCard({ branding, target, dateText: 'June 25, 2025' }), target);
    const pixels = decode(full, target.width, target.height);
    const small = encodeIndexedPng(pixels, target.width, target.height, 60_000);
    expect(small.length).toBeLessThanOrEqual(60_000);
    expect(readPngSize(small)).toEqual({ width: target.width, height: target.height });
    const again = decode(small, target.width, target.height);
    // The badge (accent yellow) survives quantisation within the 5-bit palette's error.
    const at = (buffer: Buffer, x: number, y: number) => [
      ...buffer.subarray((y * target.width + x) * 4, (y * target.width + x) * 4 + 3),
    ];
    const before = at(pixels, 1100, 50);
    const after = at(again, 1100, 50);
    for (const [channel, value] of before.entries())
      expect(Math.abs((after[channel] ?? 0) - value)).toBeLessThanOrEqual(12);
  });
});
