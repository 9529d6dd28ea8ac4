import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedSections } from '../../src/shared/analytics-events';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { waitUntilInteractive } from './support/page';

const PASSWORD = 'correct horse battery staple';
// What the owner sees, for a person to look at (test-results/ is not committed).
const SHOTS = join('test-results', 'leads-and-insights');
// A desktop browser's user agent: the headless one is a bot to the analytics and never counted.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const app = setUpAppAndBrowser({ env: { OWNER_PASSWORD: PASSWORD } });
let owner: BrowserContext;
let page: Page;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  owner = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await owner.newPage();
});
afterAll(async () => {
  await owner?.close();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first();

/** The page as axe sees it: no accessibility rule broken. */
async function expectAccessible(): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function signIn(returnTo: string): Promise<void> {
  await page.goto(`${app.server.url}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username or email').fill('owner');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app.server.url}${returnTo}`);
}

describe('a visitor is counted by the beacon, without a cookie', () => {
  it('reports the page view, the sections read and a detail panel opened', async () => {
    const visitor = await app.browser.newContext({
      userAgent: DESKTOP,
      viewport: { width: 1280, height: 900 },
    });
    const home = await visitor.newPage();
    const beacons: string[] = [];
    home.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/events')) beacons.push(request.postData() ?? '');
    });
    await home.goto(app.server.url);
    await waitUntilInteractive(home);
    await expect.poll(() => beacons.some((body) => body.includes('"pageview"'))).toBe(true);
    // The beacon's own code is fetched only after the page has loaded: it never delays it.
    const timing = await home.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/beacon-/.test(entry.name));
      return { loadEnd: navigation?.loadEventEnd ?? Number.NaN, chunkStart: chunk?.startTime ?? Number.NaN };
    });
    expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEnd);
    for (const id of trackedSections) await home.locator(`#${id}`).scrollIntoViewIfNeeded();
    const firstProject = home.locator('#projects [data-track="panel"]').first();
    await firstProject.getByRole('button').first().click();
    await home.getByRole('button', { name: 'Close' }).first().waitFor();
    await expect.poll(() => beacons.some((body) => body.includes('"panel"')), { timeout: 15_000 }).toBe(true);
    const sent = beacons.join('\n');
    for (const id of ['hero', 'about', 'projects', 'contact']) expect(sent).toContain(`"target":"${id}"`);
    expect(await visitor.cookies()).toEqual([]);

    // The visitor also sends a message and asks the assistant what the site cannot answer.
    const post = (url: string, data: object) =>
      home.request.post(`${app.server.url}${url}`, { data, headers: { 'user-agent': DESKTOP } });
    for (const [firstName, company] of [
      ['Dana', 'Initech'],
      ['Lee', 'Globex'],
    ] as const) {
      const reply = await post('/api/contacts', {
        firstName,
        lastName: 'Buyer',
        email: `${firstName.toLowerCase()}@example.com`,
        company,
        opportunityType: 'consulting',
        message: `We are looking for help with our IT security roadmap.\nCould we talk next week?`,
      });
      expect(reply.status()).toBe(201);
    }
    for (const message of [
      'Does Alex know Kubernetes?',
      'Does he have Kubernetes experience?',
      'What are his salary expectations?',
      'Which certifications does Alex hold?',
    ]) {
      expect((await post('/api/chat', { message, history: [] })).status()).toBe(200);
    }
    await visitor.close();
  });
});

describe('the owner', () => {
  it('sees the unread count on the dashboard and reads, files and answers a lead in the inbox', async () => {
    await signIn('/tools');
    const messagesCard = page.getByRole('link', { name: /Messages/ });
    await messagesCard.getByText('2 unread messages').waitFor();
    await page.screenshot({ path: join(SHOTS, 'dashboard.png'), fullPage: true });
    await messagesCard.click();
    await page.waitForURL(`${app.server.url}/tools/messages`);
    const list = page.getByRole('list', { name: 'Messages' });
    await list.getByText('Lee Buyer').waitFor();
    await list.getByText('Dana Buyer').waitFor();
    expect(await list.getByText('Unread:').count()).toBe(2);

    await list.getByText('Dana Buyer').click();
    await page.getByRole('heading', { name: 'Dana Buyer' }).waitFor();
    await page
      .getByRole('blockquote')
      .getByText(/We are looking for help with our IT security roadmap/)
      .waitFor();
    await expect.poll(() => list.getByText('Unread:').count()).toBe(1);

    const reply = page.getByRole('link', { name: 'Reply by email' });
    const href = decodeURIComponent((await reply.getAttribute('href')) ?? '');
    expect(href).toMatch(
      /^mailto:dana@example\.com\?subject=Re: your consulting project enquiry&body=Hi Dana,/,
    );
    expect(href).toContain(
      '> We are looking for help with our IT security roadmap.\n> Could we talk next week?',
    );

    await page.getByLabel('Status', { exact: true }).selectOption('won');
    await toast('Status updated').waitFor();
    await page.getByLabel('Private note').fill('Six-week roadmap engagement, starts in March.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await toast('Note saved').waitFor();
    await page.screenshot({ path: join(SHOTS, 'inbox.png'), fullPage: true });
    await expectAccessible();

    await page.getByRole('button', { name: 'Create job application' }).click();
    await toast('Application created').waitFor();
    await page.getByText(/This lead is application #\d+/).waitFor();

    await page.getByLabel('Search messages').fill('globex');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Lee Buyer').waitFor();
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    expect(await exportLink.getAttribute('href')).toBe('/api/contacts/export.csv?q=globex');

    await page.goto(`${app.server.url}/tools/job`);
    await page.getByText('Initech').first().waitFor();
    await page.goto(`${app.server.url}/tools`);
    await page
      .getByRole('link', { name: /Messages/ })
      .getByText('1 unread message')
      .waitFor();
  });

  it('sees the questions grouped, content gaps first, each with the file that would answer it', async () => {
    await page.goto(`${app.server.url}/tools/insights`);
    await page.getByRole('heading', { name: 'Visitor Insights' }).waitFor();
    await page.getByRole('tab', { name: 'Questions' }).click();
    const questions = page.getByRole('list', { name: 'Questions' });
    await questions.getByRole('listitem').first().waitFor();
    const items = questions.getByRole('listitem');
    expect(await items.count()).toBe(3);
    const first = items.nth(0);
    await first.getByText('Content gap').waitFor();
    await first.getByText('2 times', { exact: false }).waitFor();
    await first.getByText('content/roles.ts').waitFor();
    await items.nth(1).getByText('content/contact.ts').waitFor();
    expect(await items.nth(2).getByText('Content gap').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'questions.png'), fullPage: true });
    await expectAccessible();
  });

  it('sees the visitors as a chart over 7, 30 and 90 days, and as a table', async () => {
    await page.getByRole('tab', { name: 'Visitors' }).click();
    const chart = page.getByRole('img', { name: /Page views and visitors per day/ });
    await chart.waitFor();
    const totals = page.locator('dl');
    await totals.getByText('Page views').waitFor();
    expect(await chart.locator('rect').count()).toBe(30);
    const description = (await chart.locator('desc').textContent()) ?? '';
    expect(description).toMatch(/1 page views and 1 daily visitors/);
    const sections = page.getByRole('list', { name: 'Sections read' });
    await sections.getByText('Projects').waitFor();
    // In the page's order, so the list reads as how far down visitors got.
    expect(
      (await sections.getByRole('listitem').allTextContents()).map((text) => text.replace(/\d.*$/, '')),
    ).toEqual([
      'Hero',
      'About',
      'Awards & Publications',
      'Experience',
      'Expertise',
      'Projects',
      'Testimonials',
      'ROI Calculator',
      'Contact',
    ]);
    await page.getByRole('list', { name: 'Detail panels opened' }).getByText('Projects').waitFor();
    await page.screenshot({ path: join(SHOTS, 'visitors-30-days.png'), fullPage: true });
    await expectAccessible();

    await page.getByText('7 days', { exact: true }).click();
    await expect.poll(() => chart.locator('rect').count()).toBe(7);
    await page.getByText('90 days', { exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /Page views and visitors per day/ })
          .locator('rect')
          .count(),
      )
      .toBe(90);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Page views and visitors per day' });
    expect(await table.getByRole('row').count()).toBe(91);
    await page.screenshot({ path: join(SHOTS, 'visitors-table.png') });
    await expectAccessible();
  });
});
