import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';

const app = setUpAppAndBrowser();

type Renderer = 'worker' | 'main-thread';

/** Opens the landing page and waits for the background to start (it waits for an idle period). */
async function openBackground(
  options: Parameters<Browser['newContext']>[0] & { withoutOffscreenCanvas?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; renderer: string | null }> {
  const { withoutOffscreenCanvas, ...contextOptions } = options;
  // Motion is what these tests look at; browser contexts otherwise open with reduced motion.
  const context = await app.browser.newContext({
    viewport: { width: 800, height: 600 },
    reducedMotion: 'no-preference',
    ...contextOptions,
  });
  if (withoutOffscreenCanvas) {
    // A browser without OffscreenCanvas in workers: the page must draw on the main thread instead.
    await context.addInitScript(() => {
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    });
  }
  // Only the background stays visible, from the first frame on: the content would cover the particles.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'body > :not(canvas) { visibility: hidden !important; }';
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  await page.goto(app.server.url);
  const canvas = page.locator('canvas[data-particle-renderer]');
  await canvas.waitFor({ state: 'attached' });
  return { context, page, renderer: await canvas.getAttribute('data-particle-renderer') };
}

/** Pixels of a screenshot that differ from the white page: the particles and their links. */
async function countPaintedPixels(page: Page, png: Buffer): Promise<number> {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) return -1;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let painted = 0;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 3 * 245) painted++;
      }
      return painted;
    }, png.toString('base64'));
  } finally {
    await decoder.close();
  }
}

/** Waits until the background has drawn something, and returns that frame. */
async function firstPaintedFrame(page: Page): Promise<Buffer> {
  let frame: Buffer = Buffer.alloc(0);
  await expect
    .poll(async () => {
      frame = await page.screenshot();
      return countPaintedPixels(page, frame);
    })
    .toBeGreaterThan(100);
  return frame;
}

describe('particle background', () => {
  it.each([
    ['worker', false],
    ['main-thread', true],
  ] as [Renderer, boolean][])('is drawn by the %s path', async (expected, withoutOffscreenCanvas) => {
    const { context, page, renderer } = await openBackground({ withoutOffscreenCanvas });
    expect(renderer).toBe(expected);
    await firstPaintedFrame(page);
    await context.close();
  });

  it('moves, and stands still under reduced motion', async () => {
    const moving = await openBackground();
    const before = await firstPaintedFrame(moving.page);
    await expect.poll(async () => (await moving.page.screenshot()).equals(before)).toBe(false);
    await moving.context.close();

    for (const withoutOffscreenCanvas of [false, true]) {
      const still = await openBackground({ reducedMotion: 'reduce', withoutOffscreenCanvas });
      const first = await firstPaintedFrame(still.page);
      // Far longer than a frame: a moving field would have drifted several pixels by now.
      await still.page.waitForTimeout(1500);
      expect((await still.page.screenshot()).equals(first), `${still.renderer} under reduced motion`).toBe(
        true,
      );
      await still.context.close();
    }
  });
});
