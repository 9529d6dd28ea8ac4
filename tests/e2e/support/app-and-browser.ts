import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../../support/server-process';
import { launchBrowser } from './browser';

export type AppAndBrowser = { server: RunningServer; browser: Browser };

/** One built server (own DATA_DIR) and one Chromium for a test file, started together and stopped after. */
export function setUpAppAndBrowser(options: { env?: Record<string, string> } = {}): AppAndBrowser {
  const state = {} as AppAndBrowser;
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return state;
}
