import type { SocialPlatform } from '../../../shared/social-platforms';
import { CHROMIUM_FLAGS } from '../../lib/chromium-flags';
import { pictureAreaOf } from './overlay';
import type { PreviewTarget } from './platforms';

const LAUNCH_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 15_000;
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Screenshots of one page of the running site at each platform's picture size (the preview less
 * its band). One browser and one page serve every size: the page loads once and is resized.
 */
export async function captureScreenshots(
  executablePath: string,
  pageUrl: string,
  targets: PreviewTarget[],
): Promise<Map<SocialPlatform, Buffer>> {
  const first = targets[0];
  const shots = new Map<SocialPlatform, Buffer>();
  if (!first) return shots;
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
      viewport: pictureAreaOf(first),
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
      await page.setViewportSize(pictureAreaOf(target));
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      shots.set(target.platform, await page.screenshot({ type: 'png', timeout: NAVIGATION_TIMEOUT_MS }));
    }
    return shots;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
