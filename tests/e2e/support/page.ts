import type { Page } from 'playwright-core';

/**
 * Waits until the page is interactive: loaded, network quiet, and two idle periods passed,
 * by which time every section hydrated in its own idle period has done so.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
}
