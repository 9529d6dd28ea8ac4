import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { type AnyNode, type Document, isDirective, isTag } from 'domhandler';
import { getOuterHTML, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** The longer side of a preview, in pixels: sharp on a laptop screen, bounded in memory (≤ 5.8 MB). */
const PREVIEW_SIDE = 1200;
const CACHE_ENTRIES = 16;

/** Elements that run code, embed other documents or play media: none of them belongs in a picture. */
const DROPPED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video']);
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** Raster images inside the SVG stay; an embedded SVG could point elsewhere again, so it goes. */
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp)[;,]/i;
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** An SVG is text: its type is told by its first element, not by magic bytes. */
export function looksLikeSvg(bytes: Buffer): boolean {
  return SVG_START.test(bytes.subarray(0, 4096).toString('utf8'));
}

function isAllowedReference(element: string, value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || (element === 'image' && EMBEDDED_RASTER.test(trimmed));
}

function cleanNode(node: AnyNode): void {
  if (isDirective(node)) {
    removeElement(node);
    return;
  }
  if (!isTag(node)) return;
  const name = node.name.toLowerCase();
  const isExternalStyle = name === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(getOuterHTML(node.children));
  if (DROPPED_ELEMENTS.has(name) || isExternalStyle) {
    removeElement(node);
    return;
  }
  for (const [attribute, value] of Object.entries(node.attribs)) {
    const lower = attribute.toLowerCase();
    const isHandler = lower.startsWith('on');
    const isOutsideReference = REFERENCE_ATTRIBUTES.has(lower) && !isAllowedReference(name, value);
    if (isHandler || isOutsideReference) delete node.attribs[attribute];
  }
  for (const child of [...node.children]) cleanNode(child);
}

/**
 * The SVG with everything that is not drawing removed: scripts and event handlers (never run by
 * the rasteriser, but not worth keeping), and every reference outside the file. The rasteriser
 * would otherwise read `<image href="/any/local/file.png">` from this server's disk into the picture.
 */
export function sanitiseSvg(text: string): string {
  const document: Document = parseDocument(text, { xmlMode: true });
  for (const child of [...document.children]) cleanNode(child);
  return getOuterHTML(document, { xmlMode: true });
}

function rasterise(bytes: Buffer): Buffer | null {
  try {
    const clean = sanitiseSvg(bytes.toString('utf8'));
    const measured = new Resvg(clean);
    const fitTo =
      measured.width >= measured.height
        ? ({ mode: 'width', value: PREVIEW_SIDE } as const)
        : ({ mode: 'height', value: PREVIEW_SIDE } as const);
    return new Resvg(clean, { fitTo, font: { loadSystemFonts: true } }).render().asPng();
  } catch {
    return null;
  }
}

const rendered = new Map<string, Buffer | null>();

/**
 * An SVG preview as a PNG picture, never as a document that could run: null when the file cannot be
 * drawn (it is then only downloaded). Public files are previewed by anyone, so the few most
 * recent pictures are kept, keyed by the bytes' hash, rather than drawn again on every request.
 */
export function svgPreviewPng(bytes: Buffer): Buffer | null {
  const key = createHash('sha256').update(bytes).digest('hex');
  if (rendered.has(key)) return rendered.get(key) ?? null;
  const png = rasterise(bytes);
  rendered.set(key, png);
  if (rendered.size > CACHE_ENTRIES) rendered.delete(rendered.keys().next().value ?? key);
  return png;
}
