/** A rectangle in page pixels. */
export type Box = { x: number; y: number; width: number; height: number };

/** What the page shows once cleaned, measured in the browser. */
export type CleanView = { subject: Box; hiddenLayers: number };

/**
 * Runs in the page (so it is self-contained): hides every layer that floats over the content (the
 * fixed navigation bar, the chat button and panel, the particle canvas, notices and toasts) and
 * stills the page's motion, then measures the part worth showing: the hero's content, or on a page
 * without one the first heading's block. Run again before each picture, since widgets appear late.
 */
export function cleanPageForPreview(): CleanView {
  const STYLE_ID = 'preview-clean-view';
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent =
      '[data-preview-hidden]{visibility:hidden!important}*,*::before,*::after{animation:none!important;transition:none!important}';
    document.head.append(style);
  }
  let hiddenLayers = 0;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const position = getComputedStyle(element).position;
    if ((position === 'fixed' || position === 'sticky') && !element.hasAttribute('data-preview-hidden')) {
      element.setAttribute('data-preview-hidden', '');
      hiddenLayers += 1;
    }
  }
  const subject =
    document.querySelector('#hero > div') ??
    document.querySelector('main h1')?.parentElement ??
    document.body;
  const rect = subject.getBoundingClientRect();
  return {
    subject: {
      x: rect.left + window.scrollX,
      y: rect.top + window.scrollY,
      width: rect.width,
      height: rect.height,
    },
    hiddenLayers: document.querySelectorAll('[data-preview-hidden]').length || hiddenLayers,
  };
}

/**
 * The part of the page to photograph for a picture of `aspect` (width / height): the subject with
 * a margin, widened or heightened to the picture's shape, centred on it. The whole subject is
 * inside, so no text is cut; the picture is scaled down to the platform's size afterwards.
 */
export function fitClip(subject: Box, aspect: number, margin: number): Box {
  const box = {
    x: subject.x - margin,
    y: subject.y - margin,
    width: subject.width + 2 * margin,
    height: subject.height + 2 * margin,
  };
  const width = Math.max(box.width, box.height * aspect);
  const height = width / aspect;
  const x = Math.max(0, box.x + box.width / 2 - width / 2);
  const y = Math.max(0, box.y + box.height / 2 - height / 2);
  // Whole pixels; the margin absorbs the rounding, so the subject stays inside.
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

/** Whether `inner` lies wholly inside `outer`. */
export function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}
