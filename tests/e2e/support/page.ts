import type { Page } from 'playwright-core';

/**
 * Waits until the public page's script has run and bound its controls. It is asked for after
 * the first paint, so "loaded" and even "network quiet" can come before it; pages without the
 * loader (the tools) pass at once.
 */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('script[data-entry]') === null || window.__pageAwake === true,
  );
}

/**
 * Waits until the page is interactive: its script run, network quiet, and two idle periods
 * passed, by which time every section hydrated in its own idle period has done so.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await waitForPageScript(page);
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
}

/**
 * Waits until the page has stopped scrolling: five animation frames in a row without a scroll
 * event. Chromium animates a wheel's scroll over several frames, and the tail of that animation
 * would otherwise reach whatever the test does next (a panel that closes on scroll, say).
 */
export async function waitForScrollQuiet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        const onScroll = () => {
          quietFrames = 0;
        };
        window.addEventListener('scroll', onScroll, { capture: true, passive: true });
        const frame = () => {
          quietFrames += 1;
          if (quietFrames >= 5) {
            window.removeEventListener('scroll', onScroll, { capture: true });
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
