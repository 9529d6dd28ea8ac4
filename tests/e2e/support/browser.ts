import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../src/server/lib/chromium-flags';

const PAGE_WAIT_LIMIT_MS = 90_000;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run the suite with \`npm test\`, which installs it`,
    );
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  // Every wait in a page (a locator, a download, a navigation) ends on its event; Playwright's
  // 30 s default only decides when a hang is reported, and on two loaded cores a server writing
  // a PDF while two Chromiums render can take longer than that. The test's own limit still applies.
  // Pages open with reduced motion unless a test asks for motion: headless Chromium draws the
  // particle field in software, and one open home page kept near a whole core busy (8 s of CPU in
  // 10 s idle, against 0 s with reduced motion), which slowed every other test on the machine.
  // Tests of motion itself pass `reducedMotion: 'no-preference'`.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    context.setDefaultTimeout(PAGE_WAIT_LIMIT_MS);
    return context;
  };
  return browser;
}
