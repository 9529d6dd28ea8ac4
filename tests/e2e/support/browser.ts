import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

// Without the networking flags Chromium keeps dialing Google services, which this sandbox refuses.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run the suite with \`npm test\`, which installs it`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: FLAGS });
}
