import { fileTypeFromBuffer } from 'file-type';
import { looksLikeSvg } from './svg-preview';

export type DetectedType = { mimeType: string; extension: string };

const UNKNOWN: DetectedType = { mimeType: 'application/octet-stream', extension: 'bin' };
const TEXT: DetectedType = { mimeType: 'text/plain', extension: 'txt' };
const SVG: DetectedType = { mimeType: 'image/svg+xml', extension: 'svg' };
// Tab, line feed, form feed and carriage return are text; any other control character means "binary".
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function hasBinaryControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/**
 * The type of a file from its bytes, never from its name or the browser's claim: magic numbers
 * first, then SVG or "plain text" for valid UTF-8 without control characters, else an opaque binary.
 */
export async function detectFileType(bytes: Buffer): Promise<DetectedType> {
  const detected = await fileTypeFromBuffer(bytes);
  // file-type reads `<?xml` as XML; an SVG is XML whose first element says so.
  if (detected?.mime === 'application/xml' && looksLikeSvg(bytes)) return SVG;
  if (detected) return { mimeType: detected.mime, extension: detected.ext };
  if (!isPlainText(bytes)) return UNKNOWN;
  return looksLikeSvg(bytes) ? SVG : TEXT;
}

export function isPlainText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !hasBinaryControl(text);
  } catch {
    return false;
  }
}
