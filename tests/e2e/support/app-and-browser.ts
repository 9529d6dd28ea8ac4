import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../../support/server-process';
import { launchBrowser } from './browser';

export type AppAndBrowser = { server: RunningServer; browser: Browser };

/** One built server (own DATA_DIR) and one Chromium for a test file, started together and stopped after. */
export function setUpAppAndBrowser(options: { env?: Record<string, string> } = {}): AppAndBrowser {
  const state = {} as AppAndBrowser;
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  // A failed test leaves what its pages showed: the address, the visible text and a screenshot,
  // so a failure seen once on a busy machine can be read afterwards.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !state.browser) return;
    const folder = path.join(tmpdir(), 'portfolio-e2e-failures');
    mkdirSync(folder, { recursive: true });
    const pages = state.browser.contexts().flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      const shot = path.join(folder, `${task.name.replace(/\W+/g, '-').slice(0, 80)}-${index}.png`);
      const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '(page closed)');
      await page.screenshot({ path: shot }).catch(() => undefined);
      process.stderr.write(
        `\nPage ${index} of the failed test: ${page.url()}\nScreenshot: ${shot}\n${text.slice(0, 3000)}\n`,
      );
    }
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return state;
}
