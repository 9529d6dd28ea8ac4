import type { ReactElement } from 'react';
import { loadPreviewFonts } from './fonts';
import { encodeIndexedPng } from './indexed-png';
import type { PreviewTarget } from './platforms';

/**
 * satori lays the element out as SVG (text as paths), resvg rasterises it off the main thread. A
 * platform with a byte limit gets a palette PNG when the full-colour one is too large.
 */
export async function renderPreviewPng(element: ReactElement, target: PreviewTarget): Promise<Buffer> {
  // Loaded on the first card, not at startup.
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const svg = await satori(element, {
    width: target.width,
    height: target.height,
    fonts: await loadPreviewFonts(),
  });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const png = image.asPng();
  if (target.maxBytes === null || png.length <= target.maxBytes) return png;
  return encodeIndexedPng(image.pixels, image.width, image.height, target.maxBytes);
}
