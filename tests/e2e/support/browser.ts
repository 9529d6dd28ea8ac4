import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../src/server/lib/chromium-flags';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run the suite with \`npm test\`, which installs it`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}
