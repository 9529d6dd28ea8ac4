import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { createCard, createScreenshotFrame } from '../../src/server/services/previews/card';
import { encodeIndexedPng } from '../../src/server/services/previews/indexed-png';
import { BAND_HEIGHT, pictureAreaOf } from '../../src/server/services/previews/overlay';
import { listPreviewTargets, previewTargetOf } from '../../src/server/services/previews/platforms';
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

describe('the designed card with long content', () => {
  const long = {
    ...branding,
    name: 'Maximiliana Oppenheimer-Castellanos',
    title: 'Vice President of Global Infrastructure and Security',
    headline:
      'Enterprise IT operations, cybersecurity governance, cloud migration, mergers and acquisitions integration and digital workplace transformation for hypergrowth companies across three continents',
    stats: [
      { value: '25+', label: 'Years Leading Global Teams' },
      { value: '$120M+', label: 'Budget Managed Annually' },
      { value: '300+', label: 'Engineers Hired' },
    ],
    siteHost: 'maximiliana-oppenheimer-castellanos.example.com',
  };

  it.each(listPreviewTargets().map((target) => [target.platform, target] as const))(
    'keeps every word inside the picture on %s: the headline stops at three lines',
    async (_platform, target) => {
      const png = await renderPreviewPng(
        createCard({ branding: long, target, dateText: 'September 30, 2026' }),
        target,
      );
      const pixels = decode(png, target.width, target.height);
      const area = pictureAreaOf(target);
      // The card's text is near-white; none of it reaches the 24 rows at the top of the picture or
      // above the band (content that grew would spill over both, as the card centres it).
      const edgeRows = [...Array(24).keys()].flatMap((row) => [row, area.height - 1 - row]);
      for (const y of edgeRows) {
        for (let x = 0; x < target.width; x += 2) {
          const at = (y * target.width + x) * 4;
          const isText =
            (pixels[at] ?? 0) > 230 && (pixels[at + 1] ?? 0) > 230 && (pixels[at + 2] ?? 0) > 230;
          expect(isText, `text at ${x},${y}`).toBe(false);
        }
      }
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
    // The band's accent rule (yellow) survives quantisation within the 5-bit palette's error.
    const at = (buffer: Buffer, x: number, y: number) => [
      ...buffer.subarray((y * target.width + x) * 4, (y * target.width + x) * 4 + 3),
    ];
    const ruleY = target.height - BAND_HEIGHT + 2;
    const before = at(pixels, 600, ruleY);
    expect(before).toEqual([0xfa, 0xcc, 0x15]);
    const after = at(again, 600, ruleY);
    for (const [channel, value] of before.entries())
      expect(Math.abs((after[channel] ?? 0) - value)).toBeLessThanOrEqual(12);
  });
});

describe('the band under every preview', () => {
  const target = previewTargetOf('facebook');
  const input = { branding, target, dateText: 'June 25, 2025' };
  const pixel = (buffer: Buffer, x: number, y: number) =>
    [...buffer.subarray((y * target.width + x) * 4, (y * target.width + x) * 4 + 3)].join(',');

  /** A page screenshot stand-in: bright red everywhere, so anything see-through would show it. */
  function redScreenshot(): Buffer {
    const area = pictureAreaOf(target);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}"><rect width="100%" height="100%" fill="#ff0000"/></svg>`;
    return new Resvg(svg).render().asPng();
  }

  it('is opaque and holds the badge, so the page shows above it untouched', async () => {
    const png = await renderPreviewPng(createScreenshotFrame(redScreenshot(), input), target);
    const pixels = decode(png, target.width, target.height);
    const bandTop = target.height - BAND_HEIGHT;
    // Every pixel of the band is the band's own (no red shows through); the picture keeps its corners.
    for (let y = bandTop; y < target.height; y += 3)
      for (let x = 0; x < target.width; x += 3) expect(pixel(pixels, x, y)).not.toBe('255,0,0');
    expect(pixel(pixels, 1150, 40)).toBe('255,0,0');
    expect(pixel(pixels, 10, bandTop - 1)).toBe('255,0,0');
  });

  it('is the same whether the picture is a screenshot or the offline card', async () => {
    const shot = decode(
      await renderPreviewPng(createScreenshotFrame(redScreenshot(), input), target),
      target.width,
      target.height,
    );
    const card = decode(await renderPreviewPng(createCard(input), target), target.width, target.height);
    const bandBytes = (buffer: Buffer) => buffer.subarray((target.height - BAND_HEIGHT) * target.width * 4);
    expect(bandBytes(card).equals(bandBytes(shot))).toBe(true);
  });
});
