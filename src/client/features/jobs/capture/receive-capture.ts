import {
  type CapturedPage,
  capturedPageSchema,
  captureMessageSchema,
} from '../../../../shared/api/job-capture';

/** The page as it arrived, and the site it came from, as the browser vouches for it. */
export type ReceivedCapture = { page: CapturedPage; from: string };

/**
 * A message is taken as a captured page only when it comes from the window that opened this
 * popup, has the page's shape, and names a page of the very origin that sent it: a site can
 * send itself, never pass itself off as another (a "LinkedIn" posting sent from elsewhere).
 */
export function acceptCaptureMessage(
  event: { data: unknown; origin: string; source: unknown },
  opener: unknown,
): ReceivedCapture | null {
  if (!opener || event.source !== opener) return null;
  const parsed = captureMessageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const { type: _type, ...page } = parsed.data;
  if (new URL(page.url).origin !== event.origin) return null;
  return { page, from: event.origin };
}

/** `#url=…&title=…`: what the bookmarklet also put in the address, for a popup cut off from its opener. */
export function readCaptureFragment(hash: string): CapturedPage | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const parsed = capturedPageSchema.safeParse({
    url: fields.get('url') ?? '',
    title: fields.get('title') ?? '',
  });
  return parsed.success ? parsed.data : null;
}

const STORAGE_KEY = 'job-capture';

/**
 * Kept for this tab only, so a sign-in on the way does not lose the page. A page too large for
 * the browser's storage is kept without its HTML (its JSON-LD, title and selection still help).
 */
export function keepCapture(capture: ReceivedCapture): void {
  for (const kept of [capture, { ...capture, page: { ...capture.page, html: '' } }]) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      return;
    } catch {
      // Over the storage quota: try the smaller copy.
    }
  }
}

export function readKeptCapture(): ReceivedCapture | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { page?: unknown; from?: unknown };
    const page = capturedPageSchema.safeParse(value.page);
    return page.success && typeof value.from === 'string' ? { page: page.data, from: value.from } : null;
  } catch {
    return null;
  }
}

export function forgetCapture(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
