import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';
import { jobToolsPage } from './support/job-tools-page';

const PASSWORD = 'correct horse battery staple';
const COUNT = 120;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { OWNER_PASSWORD: PASSWORD } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the applications list a page at a time', () => {
  it('shows the first page, loads the next as the owner scrolls, and searches on the server', async () => {
    const { signIn } = jobToolsPage(page, server.url);
    await signIn(PASSWORD);
    await page.evaluate(async (count) => {
      for (let index = 1; index <= count; index++) {
        const day = String(1 + (index % 28)).padStart(2, '0');
        const body = {
          company: index === 77 ? 'Zürich Instruments' : `Company ${index}`,
          position: 'Director of IT',
          appliedDate: `2026-02-${day}`,
        };
        const reply = await fetch('/api/job/applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (reply.status !== 201) throw new Error(`adding answered ${reply.status}`);
      }
    }, COUNT);
    await page.reload();

    const list = page.getByRole('region', { name: 'Applications' }).getByRole('listitem');
    await expect.poll(() => list.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more applications' }).scrollIntoViewIfNeeded();
    await expect.poll(() => list.count()).toBe(100);
    // The button itself loads the next page. A real click would first scroll it into view, and
    // scrolling it into view loads the page by itself: on a loaded machine that load can win and
    // remove the button before the click lands, so the click is dispatched where the button is.
    await page.getByRole('button', { name: 'Load more applications' }).dispatchEvent('click');
    await expect.poll(() => list.count()).toBe(COUNT);
    await expect.poll(() => page.getByRole('button', { name: 'Load more applications' }).count()).toBe(0);

    // A row far down the list is found by the server, accents and case ignored.
    await page.getByLabel('Search applications').fill('zurich');
    await expect.poll(() => list.count()).toBe(1);
    await expect.poll(() => list.first().textContent()).toContain('Zürich Instruments');
  });
});
