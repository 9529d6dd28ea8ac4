import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../src/server/lib/chromium-flags';

export type ScriptWeight = { files: number; gzipBytes: number };

/** How long the page is left alone after the network settles, for its idle-time work to load. */
const SETTLE_MS = 5000;

/**
 * Every script a visitor's browser fetches for a page while they do nothing: the entry and its
 * preloads, the chunks loaded when the page is idle, and the particle worker. Sizes are of the
 * built files gzipped, as `initialAssetBytes` counts them.
 */
export async function measureScriptsWithoutInteraction(
  url: string,
  clientDir: string,
): Promise<ScriptWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const scripts = new Set<string>();
    context.on('request', (request) => {
      const pathname = new URL(request.url()).pathname;
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    let gzipBytes = 0;
    for (const script of scripts) gzipBytes += gzipSync(readFileSync(path.join(clientDir, script))).length;
    return { files: scripts.size, gzipBytes };
  } finally {
    await browser.close();
  }
}
