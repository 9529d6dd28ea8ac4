import { looksLikeSvg, svgPreviewPng } from './svg-preview';

export type PreviewSource = { bytes: Buffer; mimeType: string; originalName: string };

/** SVGs stored before they were told apart were kept as text or XML: their first element tells. */
function isSvg(file: PreviewSource): boolean {
  if (file.mimeType === 'image/svg+xml') return true;
  return ['text/plain', 'application/xml'].includes(file.mimeType) && looksLikeSvg(file.bytes);
}

/**
 * What the preview of a stored file sends: an SVG is drawn into a PNG (its markup could run as a
 * page); every other file goes as it is, and `sendStoredFile` shows only passive types inline.
 * An SVG that cannot be drawn keeps its type and is therefore only ever downloaded.
 */
export function previewOf(file: PreviewSource): PreviewSource {
  if (!isSvg(file)) return file;
  const png = svgPreviewPng(file.bytes);
  if (!png) return { ...file, mimeType: 'image/svg+xml' };
  return {
    bytes: png,
    mimeType: 'image/png',
    originalName: `${file.originalName.replace(/\.svg$/i, '')}.png`,
  };
}
