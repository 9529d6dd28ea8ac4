import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';

const PASSWORD = 'correct horse battery staple';
const COUNT = 60;

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

describe('the created resumes a page at a time', () => {
  it('shows the first page, exact counts, and the rest as the owner scrolls', async () => {
    await page.goto(`${server.url}/api/login?returnTo=%2Ftools%2Fresume`);
    await page.getByLabel('Username or email').fill('owner');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/tools/resume`);
    await page.evaluate(async (count) => {
      const added = await fetch('/api/job/applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          company: 'Harborline Health',
          position: 'Director of IT',
          appliedDate: '2026-11-02',
        }),
      });
      const { id } = (await added.json()) as { id: number };
      for (let index = 0; index < count; index++) {
        const reply = await fetch(`/api/resumes/create/${id}`, { method: 'POST' });
        if (reply.status !== 201) throw new Error(`tailoring answered ${reply.status}`);
      }
    }, COUNT);
    await page.reload();

    const list = page.getByRole('region', { name: 'Created Resumes' }).getByRole('listitem');
    await expect.poll(() => list.count()).toBe(50);
    await page.locator('[data-stat="Total Resumes"]').getByText(String(COUNT)).waitFor();
    await page.locator('[data-stat="This Month"]').getByText(String(COUNT)).waitFor();
    await page.locator('[data-stat="Job Applications"]').getByText('1').waitFor();
    await page.getByRole('button', { name: 'Show more resumes' }).scrollIntoViewIfNeeded();
    await expect.poll(() => list.count()).toBe(COUNT);
    await expect.poll(() => page.getByRole('button', { name: 'Show more resumes' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/resume-list-paging.png', fullPage: false });
  });
});
