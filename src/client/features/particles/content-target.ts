const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, iframe, video, audio, img, svg, [role="button"], [role="dialog"], [role="alertdialog"], [tabindex], [contenteditable]';

/**
 * Computed colours come as rgb(), rgba() or, for Tailwind 4's palette, oklch()/oklab() with an
 * optional "/ alpha".
 */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash?.[1]) return Number.parseFloat(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\(.*,\s*([\d.]+)\)$/.exec(color);
  if (rgba?.[1]) return Number.parseFloat(rgba[1]);
  return 1;
}

function hasOwnText(element: Element): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  }
  return false;
}

function isPainted(element: Element): boolean {
  const style = getComputedStyle(element);
  const borderWidth =
    Number.parseFloat(style.borderTopWidth) +
    Number.parseFloat(style.borderRightWidth) +
    Number.parseFloat(style.borderBottomWidth) +
    Number.parseFloat(style.borderLeftWidth);
  return style.backgroundImage !== 'none' || alphaOf(style.backgroundColor) > 0 || borderWidth > 0;
}

/**
 * The page's full-width bands (html, body, main, its sections) are background where the canvas
 * shows through, except an opaque band, which hides the particles behind it.
 */
function classifyBand(element: Element): 'not-band' | 'background' | 'opaque' {
  const tag = element.tagName;
  if (tag === 'HTML' || tag === 'BODY' || tag === 'MAIN') return 'background';
  if (tag !== 'SECTION' || element.parentElement?.tagName !== 'MAIN') return 'not-band';
  return alphaOf(getComputedStyle(element).backgroundColor) >= 1 ? 'opaque' : 'background';
}

/**
 * Whether the pointer is over content rather than the bare background (spec §4: hovering
 * content cancels the particle trigger). Every point of <main> lies inside some full-width
 * section, so "inside a section" alone would leave no background at all: content here is what
 * the visitor sees there — text, media, cards (painted boxes) and controls — anywhere on the page.
 */
export function isOverContent(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(INTERACTIVE)) return true;
  for (let element: Element | null = target; element; element = element.parentElement) {
    const band = classifyBand(element);
    if (band !== 'not-band') return band === 'opaque';
    if (hasOwnText(element) || isPainted(element)) return true;
  }
  return false;
}
