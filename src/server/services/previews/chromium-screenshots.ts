import type { SocialPlatform } from '../../../shared/social-platforms';
import { CHROMIUM_FLAGS } from '../../lib/chromium-flags';
import { type Box, cleanPageForPreview, fitClip } from './clean-view';
import { pictureAreaOf } from './overlay';
import type { PreviewTarget } from './platforms';

const LAUNCH_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 15_000;
const SETTLE_TIMEOUT_MS = 2_000;
/** Wide enough for the page's desktop layout (its content is at most 1280 px wide). */
const LAYOUT_WIDTH = 1280;
const LAYOUT_HEIGHT = 900;
/** Page pixels kept around the subject. */
const MARGIN = 40;

/** One platform's picture: the PNG, the part of the page it shows and what was hidden for it. */
export type CapturedView = { png: Buffer; clip: Box; subject: Box; hiddenLayers: number };

/**
 * Clean pictures of one page of the running site, one per platform shape (docs/decisions/0123):
 * the floating layers (navigation bar, chat button, particles) hidden, and the hero's whole content
 * photographed with a margin, cut to the platform's shape, so no text is cut by the frame or band.
 * One browser and one page serve every size: the page loads once.
 */
export async function captureScreenshots(
  executablePath: string,
  pageUrl: string,
  targets: PreviewTarget[],
): Promise<Map<SocialPlatform, CapturedView>> {
  const shots = new Map<SocialPlatform, CapturedView>();
  if (targets.length === 0) return shots;
  // Loaded on the first screenshot, not at startup: it is the heaviest module the server has.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    timeout: LAUNCH_TIMEOUT_MS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: LAYOUT_WIDTH, height: LAYOUT_HEIGHT },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    // The page is prerendered; its deferred parts (particles, widgets) load their code in idle
    // periods, so quiet network means they are drawn. A page that never quietens still gets its shot.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const target of targets) {
      const area = pictureAreaOf(target);
      let view = await page.evaluate(cleanPageForPreview);
      let clip = fitClip(view.subject, area.width / area.height, MARGIN);
      const wanted = {
        width: Math.max(LAYOUT_WIDTH, clip.width),
        height: Math.max(LAYOUT_HEIGHT, clip.y + clip.height),
      };
      // A picture wider than the layout widens the window: the content stays centred in it, so it is
      // measured again there (below the desktop layout's width nothing moves between columns).
      if (wanted.width !== page.viewportSize()?.width || wanted.height !== page.viewportSize()?.height) {
        await page.setViewportSize(wanted);
        view = await page.evaluate(cleanPageForPreview);
        clip = fitClip(view.subject, area.width / area.height, MARGIN);
      }
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      const png = await page.screenshot({ type: 'png', clip, timeout: NAVIGATION_TIMEOUT_MS });
      shots.set(target.platform, { png, clip, subject: view.subject, hiddenLayers: view.hiddenLayers });
    }
    return shots;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
