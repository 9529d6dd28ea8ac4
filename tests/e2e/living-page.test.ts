import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';
import { waitForPageScript, waitUntilInteractive } from './support/page';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the landing page with Playwright's clock installed (time flows until a test moves it). */
async function openHome(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(server.url);
  await waitUntilInteractive(page);
  // The living page is lazy-loaded after hydration: its canvas and music state mark it mounted.
  await page.locator('canvas[data-particle-background]').waitFor({ state: 'attached' });
  await expect.poll(() => readDataset(page, 'musicState')).toBe('idle');
  return { context, page };
}

function readDataset(page: Page, key: string): Promise<string | undefined> {
  return page.evaluate((name) => document.documentElement.dataset[name], key);
}

/**
 * Waits until <html data-…> holds `value` (undefined: is gone), however long the page's code takes
 * to arrive: the change itself is the event, not a second of polling (which a loaded machine outran).
 */
async function waitForDataset(page: Page, key: string, value: string | undefined): Promise<void> {
  await page.waitForFunction(
    ([name, expected]) => document.documentElement.dataset[name as string] === expected,
    [key, value] as const,
  );
}

async function openGame(page: Page) {
  await waitForPageScript(page);
  await page.evaluate(() => window.dispatchEvent(new Event('game:open')));
  const dialog = page.getByRole('dialog', { name: 'Particle Collector' });
  await dialog.waitFor();
  return dialog;
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('background particles', () => {
  it('draw on a canvas behind the page that takes no pointer events', async () => {
    const { context, page } = await openHome();
    const canvas = page.locator('canvas[data-particle-background]');
    const look = await canvas.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        pointerEvents: style.pointerEvents,
        position: style.position,
        zIndex: Number(style.zIndex),
        hidden: element.getAttribute('aria-hidden'),
        width: (element as HTMLCanvasElement).width,
      };
    });
    expect(look).toMatchObject({ pointerEvents: 'none', position: 'fixed', hidden: 'true' });
    expect(look.zIndex).toBeLessThan(0);
    expect(look.width).toBeGreaterThanOrEqual(1440);
    // Content above it stays clickable.
    await page.getByRole('button', { name: 'Mute all sounds' }).click();
    await page.getByRole('button', { name: 'Unmute all sounds' }).waitFor();
    await context.close();
  });
});

describe('Particle Collector game', () => {
  it('plays a round to Game Over, keeps the score in the top 20, and Play Again resets', async () => {
    const { context, page } = await openHome();
    const dialog = await openGame(page);
    await dialog.getByText('Click or tap the moving particles', { exact: false }).waitFor();
    const scoreText = dialog.getByText(/^Score: \d+$/);
    const timeText = dialog.getByText(/^Time: \d+s$/);
    expect(await scoreText.textContent()).toBe('Score: 0');
    expect(numberIn(await timeText.textContent())).toBeGreaterThan(20);

    const board = dialog.getByRole('img', { name: /game board/i });
    const box = await board.boundingBox();
    if (!box) throw new Error('the game board has no box');
    for (let i = 0; i < 5; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const scoreDuringPlay = numberIn(await scoreText.textContent());
    expect(scoreDuringPlay).toBeGreaterThanOrEqual(0);

    await page.clock.fastForward(31_000);
    await dialog.getByRole('heading', { name: 'Game Over' }).waitFor();
    expect(await timeText.textContent()).toBe('Time: 0s');
    const finalScore = numberIn(await dialog.getByText(/^Final score: \d+$/).textContent());
    expect(finalScore).toBe(scoreDuringPlay);

    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('particleCollectorScores') ?? '[]') as number[],
    );
    expect(stored).toContain(finalScore);
    const listed = (
      await dialog.getByRole('list', { name: 'Top scores' }).getByRole('listitem').allTextContents()
    ).map(Number);
    expect(listed).toContain(finalScore);
    expect(listed).toEqual([...stored].sort((a, b) => b - a).slice(0, 20));
    expect(await dialog.getByRole('button', { name: 'Restart' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Play Again' }).click();
    await expect.poll(() => scoreText.textContent()).toBe('Score: 0');
    await expect.poll(() => timeText.textContent()).toBe('Time: 30s');
    expect(await dialog.getByRole('heading', { name: 'Game Over' }).count()).toBe(0);

    await page.clock.runFor(2_000);
    expect(numberIn(await timeText.textContent())).toBeLessThan(30);
    await dialog.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => timeText.textContent()).toBe('Time: 30s');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('keeps the top 20 across games, highest first', async () => {
    const { context, page } = await openHome();
    await page.evaluate(() =>
      localStorage.setItem(
        'particleCollectorScores',
        JSON.stringify(Array.from({ length: 20 }, (_, i) => 40 - i)),
      ),
    );
    const dialog = await openGame(page);
    await page.clock.fastForward(31_000);
    await dialog.getByRole('heading', { name: 'Game Over' }).waitFor();
    const listed = (
      await dialog.getByRole('list', { name: 'Top scores' }).getByRole('listitem').allTextContents()
    ).map(Number);
    expect(listed).toHaveLength(20);
    expect(listed[0]).toBe(40);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    await context.close();
  });
});

describe('sound', () => {
  it('starts the music on the first click and follows the mute toggle, with the game too', async () => {
    const { context, page } = await openHome();
    expect(await readDataset(page, 'musicGain')).toBe('0.015');

    await page.getByRole('heading', { level: 1 }).click();
    await waitForDataset(page, 'musicState', 'playing');

    await page.getByRole('button', { name: 'Mute all sounds' }).click();
    await waitForDataset(page, 'musicGain', '0');
    await openGame(page);
    await waitForDataset(page, 'gameSound', 'off');

    // The nav bar is outside the modal: close the game (Escape) to reach the toggle.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await waitForDataset(page, 'gameSound', undefined);

    await page.getByRole('button', { name: 'Unmute all sounds' }).click();
    await waitForDataset(page, 'musicGain', '0.015');
    await openGame(page);
    await waitForDataset(page, 'gameSound', 'on');
    expect(await readDataset(page, 'musicState')).toBe('playing');
    await context.close();
  });
});
