import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../src/shared/jobs/follow-ups';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { jobToolsPage, readCalendar } from './support/job-tools-page';

const PASSWORD = 'correct horse battery staple';
const ZONE = 'America/Los_Angeles';
// Pictures of what the owner sees, for a person to look at (test-results/ is not committed).
const SHOTS = join('test-results', 'job-pipeline');

const app = setUpAppAndBrowser({ env: { OWNER_PASSWORD: PASSWORD } });
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  context = await app.browser.newContext({ timezoneId: ZONE, viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
});
afterAll(() => context?.close());

const dayOffset = (days: number) => {
  const today = calendarDayIn(ZONE);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function historyOf(id: number): Promise<string[]> {
  return page.evaluate(async (applicationId) => {
    const reply = await fetch(`/api/job/applications/${applicationId}/events`);
    const events: { type: string; status: string | null }[] = await reply.json();
    return events.filter((event) => event.status !== null).map((event) => event.status ?? '');
  }, id);
}

async function idOf(company: string): Promise<number> {
  return page.evaluate(async (name) => {
    const list: { id: number; company: string }[] = await (await fetch('/api/job/applications')).json();
    return list.find((item) => item.company === name)?.id ?? 0;
  }, company);
}

describe('pipeline board, follow-ups and interviews in Chromium', () => {
  it('flags due follow-ups, moves cards by mouse and keyboard, and schedules an interview', async () => {
    const { signIn, stat, toast, dismissToasts, addThroughApi, download } = jobToolsPage(
      page,
      app.server.url,
    );
    await signIn(PASSWORD);
    await addThroughApi({
      company: 'Northwind',
      position: 'Director of IT',
      appliedDate: dayOffset(-10),
      nextStepDate: dayOffset(-2),
      nextStepAction: 'Send the thank-you note',
    });
    await addThroughApi({
      company: 'Adatum',
      position: 'VP Operations',
      appliedDate: dayOffset(-5),
      details: 'Run ServiceNow and ITIL processes, and lead the M&A integration of two sap teams.',
    });
    await addThroughApi({
      company: 'Contoso',
      position: 'Head of IT',
      status: 'interview',
      appliedDate: dayOffset(-7),
      nextStepDate: dayOffset(0),
      nextStepAction: 'Call the recruiter',
    });
    await addThroughApi({
      company: 'Fabrikam',
      position: 'CIO',
      status: 'rejected',
      appliedDate: dayOffset(-30),
      nextStepDate: dayOffset(-20),
      nextStepAction: 'Ask for feedback',
    });
    await page.reload();

    // The list flags what is due; a closed application is not chased.
    const item = (name: string) => page.getByRole('listitem', { name });
    await item('Director of IT at Northwind').getByText('Overdue', { exact: true }).waitFor();
    await item('Head of IT at Contoso').getByText('Due today', { exact: true }).waitFor();
    expect(await item('CIO at Fabrikam').locator('[data-follow-up]').count()).toBe(0);
    expect(await item('VP Operations at Adatum').locator('[data-follow-up]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'list-with-flags.png'), fullPage: true });

    // The board: a column per status with its count, the same flags on the cards.
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    const column = (label: string) => page.locator(`[data-column="${label}"]`);
    const count = (label: string) => column(label).locator('[data-column-count]').textContent();
    await expect.poll(() => count('pending')).toBe('2');
    expect(await count('interview')).toBe('1');
    expect(await count('rejected')).toBe('1');
    const card = (name: string) => page.getByRole('button', { name, exact: true });
    await card('Director of IT at Northwind').getByText('Overdue').waitFor();
    await card('Head of IT at Contoso').getByText('Due today').waitFor();
    await page.screenshot({ path: join(SHOTS, 'board.png'), fullPage: true });
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);

    // Mouse: drag a card to Interview. The status, the counts, the stats and the history follow.
    await card('Director of IT at Northwind').dragTo(column('interview'));
    await expect.poll(() => count('interview')).toBe('2');
    expect(await count('pending')).toBe('1');
    await column('interview').getByRole('button', { name: 'Director of IT at Northwind' }).waitFor();
    await toast('Application updated').waitFor();
    await expect.poll(() => stat('Active Interviews').textContent()).toBe('2');
    expect(await historyOf(await idOf('Northwind'))).toEqual(['pending', 'interview']);

    // Keyboard: arrow keys move the focused card a column at a time, and the focus stays on it.
    await card('VP Operations at Adatum').focus();
    await page.keyboard.press('ArrowRight');
    await column('interview').getByRole('button', { name: 'VP Operations at Adatum' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('VP Operations at Adatum');
    await page.keyboard.press('ArrowRight');
    await column('offer').getByRole('button', { name: 'VP Operations at Adatum' }).waitFor();
    await expect.poll(() => count('offer')).toBe('1');
    await expect.poll(async () => historyOf(await idOf('Adatum'))).toEqual(['pending', 'interview', 'offer']);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'VP Operations' });
    // Spec §9: the enterprise IT phrases in the job details are marked; prose "sap" is not SAP.
    await details.locator('mark[data-keyword]').first().waitFor();
    expect(await details.locator('mark[data-keyword]').allTextContents()).toEqual([
      'ServiceNow',
      'ITIL',
      'M&A',
    ]);
    await page.keyboard.press('Escape');
    await dismissToasts();

    // The /tools dashboard's job card names what is due.
    await page.goto(`${app.server.url}/tools`);
    const reminder = page.locator('[data-follow-ups]');
    await reminder.getByText('2 follow-ups to do: 1 overdue, 1 due today').waitFor();
    await reminder.getByText('Director of IT at Northwind: Send the thank-you note (overdue)').waitFor();
    await page.screenshot({ path: join(SHOTS, 'dashboard.png') });

    // An interview for a pending application: status, stats, the time in words, and the .ics at once.
    await page.goto(`${app.server.url}/tools/job`);
    await addThroughApi({ company: 'Litware', position: 'IT Director', appliedDate: dayOffset(-1) });
    await page.reload();
    await expect.poll(() => stat('Pending Responses').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Schedule Interview' }).first().click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Interview' });
    await schedule.getByLabel('Application').selectOption({ label: 'IT Director at Litware' });
    await schedule.getByLabel('Date').fill('2026-12-03');
    await schedule.getByLabel('Time', { exact: true }).fill('14:30');
    await schedule.getByRole('button', { name: 'Schedule Interview' }).click();
    const done = page.getByRole('dialog', { name: 'Interview scheduled' });
    await done.getByText('Interview Thu Dec 3, 2:30 PM PT').waitFor();
    const { name, text } = await download(done.getByRole('link', { name: 'Download .ics' }));
    expect(name).toBe('interview-litware-2026-12-03.ics');
    expect(readCalendar(text)).toMatchObject({
      DTSTART: '20261203T223000Z',
      DTEND: '20261203T233000Z',
      SUMMARY: 'Interview: IT Director at Litware',
    });
    await done.getByRole('button', { name: 'Done' }).click();
    const litware = item('IT Director at Litware');
    await litware.getByText('Next: Interview Thu Dec 3, 2:30 PM PT', { exact: true }).waitFor();
    await litware.getByText('Interview', { exact: true }).first().waitFor();
    await expect.poll(() => stat('Pending Responses').textContent()).toBe('0');
    await expect.poll(() => stat('Active Interviews').textContent()).toBe('3');
    expect(await historyOf(await idOf('Litware'))).toEqual(['pending', 'interview']);
  });
});

/** Job pages on another loopback origin: the posting, one that keeps its popups apart, one that attacks. */
async function startJobSite(appUrl: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const posting = await readFile(join(import.meta.dirname, '../fixtures/job-pages/readable.html'), 'utf8');
  const server = createServer((request, response) => {
    if (request.url === '/kept-apart') {
      // Cross-Origin-Opener-Policy: same-origin cuts any popup it opens to another site off from it.
      response.writeHead(200, { 'content-type': 'text/html', 'cross-origin-opener-policy': 'same-origin' });
      response.end(posting);
      return;
    }
    if (request.url === '/attack') {
      // A hostile page: a form that posts an application to the site in the owner's browser.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><title>Free stuff</title>
<iframe name="sink"></iframe>
<form id="forge" method="post" action="${appUrl}/api/job/applications" target="sink" enctype="text/plain">
<input name='{"company":"Forged by form","position":"x","appliedDate":"2026-01-01","pad":"' value='"}'></form>`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(posting);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('save a posting from another site with the bookmarklet', () => {
  it('sends the page to a Save posting popup, saves only on the owner’s click, and refuses cross-site writes', async () => {
    const owner = await app.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const tracker = await owner.newPage();
    const site = await startJobSite(app.server.url);
    try {
      const { signIn } = jobToolsPage(tracker, app.server.url);
      await signIn(PASSWORD);
      const applications = () =>
        tracker.evaluate(async () => {
          const list: {
            company: string;
            position: string;
            salary: string | null;
            details: string | null;
            requirements: string | null;
            jobUrl: string | null;
          }[] = await (await fetch('/api/job/applications')).json();
          return list;
        });
      const before = (await applications()).length;

      // The bookmarklet as /tools/job shows it: a link to drag to the bookmarks bar.
      const bookmarklet = tracker.getByRole('link', { name: 'Save to Job Tracker' });
      await expect.poll(() => bookmarklet.getAttribute('href')).toMatch(/^javascript:/);
      const code = decodeURIComponent(
        ((await bookmarklet.getAttribute('href')) ?? '').slice('javascript:'.length),
      );
      await tracker.getByRole('heading', { name: 'Save from any page' }).scrollIntoViewIfNeeded();
      await tracker.screenshot({ path: join(SHOTS, 'bookmarklet-and-calendar.png'), fullPage: true });

      // On the job site, the owner selects nothing and clicks the bookmark (run here as its script).
      const jobPage = await owner.newPage();
      await jobPage.goto(`${site.origin}/posting`);
      const [popup] = await Promise.all([owner.waitForEvent('page'), jobPage.evaluate(code)]);
      const dialog = popup.getByRole('dialog', { name: 'Save posting' });
      await dialog.waitFor();
      await dialog.getByText(site.origin).waitFor();
      await expect.poll(() => dialog.getByLabel('Position *').inputValue()).toBe('Endpoint Engineering Lead');
      expect(await dialog.getByLabel('Company *').inputValue()).toBe('Fabrikam Outdoor');
      expect(await dialog.getByLabel('Salary').inputValue()).toBe('$118,000 - $132,000 per year');
      expect(await dialog.getByLabel('Job details').inputValue()).toContain(
        'You will lead the four engineers',
      );
      expect(new URL(popup.url()).origin).toBe(app.server.url);
      await popup.screenshot({ path: join(SHOTS, 'save-posting-popup.png') });

      // Filled in, shown, and still not saved: only the click below saves it.
      expect((await applications()).length).toBe(before);
      await dialog.getByRole('button', { name: 'Save posting' }).click();
      await dialog.getByText('Saved to your job tracker.').waitFor();
      const saved = (await applications()).find((item) => item.position === 'Endpoint Engineering Lead');
      expect(saved).toMatchObject({
        company: 'Fabrikam Outdoor',
        salary: '$118,000 - $132,000 per year',
        jobUrl: `${site.origin}/posting`,
        requirements:
          '• 6+ years in endpoint engineering, 2+ leading a team.\n• Scripting in PowerShell or Python.',
      });
      await popup.close();

      // Closing the popup without the click saves nothing.
      const [unsaved] = await Promise.all([owner.waitForEvent('page'), jobPage.evaluate(code)]);
      await unsaved.getByRole('dialog', { name: 'Save posting' }).getByLabel('Position *').waitFor();
      await unsaved.close();
      expect((await applications()).length).toBe(before + 1);

      // A page that cuts its popups off still names what it was: its address and title.
      const apart = await owner.newPage();
      await apart.goto(`${site.origin}/kept-apart`);
      const [cutOff] = await Promise.all([owner.waitForEvent('page'), apart.evaluate(code)]);
      const cutOffDialog = cutOff.getByRole('dialog', { name: 'Save posting' });
      await cutOffDialog.getByText('only its address and title came through').waitFor();
      await expect
        .poll(() => cutOffDialog.getByLabel('Position *').inputValue())
        .toBe('Endpoint Engineering Lead');
      expect(await cutOffDialog.getByLabel('Job details').inputValue()).toBe('');
      await cutOff.close();

      // The other site writing on its own, with the owner's cookie in the same browser, is refused.
      const attack = await owner.newPage();
      await attack.goto(`${site.origin}/attack`);
      // A script's request: the browser hides the answer from the page; the server refuses it.
      await attack.evaluate(async (target) => {
        await fetch(`${target}/api/job/applications`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ company: 'Forged by fetch', position: 'x', appliedDate: '2026-01-01' }),
        }).catch(() => undefined);
      }, app.server.url);
      // A form's post is a navigation of the frame: its answer is there to see.
      const [formReply] = await Promise.all([
        owner.waitForEvent(
          'response',
          (response) =>
            response.url() === `${app.server.url}/api/job/applications` &&
            response.request().method() === 'POST' &&
            response.frame() !== tracker.mainFrame(),
        ),
        attack.evaluate(() => (document.getElementById('forge') as HTMLFormElement).submit()),
      ]);
      expect(formReply.status()).toBe(403);
      const companies = (await applications()).map((item) => item.company);
      expect(companies.filter((company) => company.startsWith('Forged'))).toEqual([]);
      expect(companies).toHaveLength(before + 1);
    } finally {
      await site.close();
      await owner.close();
    }
  });

  it('draws the funnel with its tables, makes a calendar link, and says so when Export Report cannot reach the server', async () => {
    const owner = await app.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const tracker = await owner.newPage();
    try {
      const { signIn, toast, addThroughApi } = jobToolsPage(tracker, app.server.url);
      await signIn(PASSWORD);
      await addThroughApi({
        company: 'Wingtip',
        position: 'CISO',
        appliedDate: dayOffset(-3),
        source: 'Referral',
      });
      await tracker.getByRole('button', { name: 'Funnel', exact: true }).click();
      const funnel = tracker.getByRole('figure', { name: /From applied to offer/ });
      await funnel.getByRole('img', { name: 'From applied to offer' }).waitFor();
      await funnel.getByText('Show the numbers as a table').click();
      const applied = await funnel.getByRole('row', { name: /^Applied/ }).textContent();
      expect(applied).toMatch(/^Applied[1-9][\d,]*100%$/);
      await tracker.screenshot({ path: join(SHOTS, 'funnel.png'), fullPage: true });
      const violations = (await new AxeBuilder({ page: tracker }).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);

      await tracker.getByRole('button', { name: 'List', exact: true }).click();
      await tracker.getByRole('button', { name: 'Make a calendar link' }).click();
      const feed = tracker.getByLabel('Your private calendar link (shown once)');
      await expect.poll(() => feed.inputValue()).toMatch(/\/api\/job\/calendar\.ics\?token=[\w-]{43}$/);
      // Fetched as a calendar app would: no browser, no cookie, only the link.
      const calendar = await (await fetch(await feed.inputValue())).text();
      expect(calendar).toContain('X-WR-CALNAME:Job search');
      await tracker.getByRole('link', { name: 'Subscribe in your calendar app' }).waitFor();
      expect(
        await tracker.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href'),
      ).toMatch(/^webcal:/);
      await tracker.getByRole('heading', { name: 'Calendar subscription' }).scrollIntoViewIfNeeded();
      await tracker.screenshot({ path: join(SHOTS, 'calendar-link.png') });

      // The server gone: Export Report says so instead of doing nothing.
      await tracker.route('**/api/auth/user', (route) => route.abort('connectionrefused'));
      await tracker.getByRole('link', { name: 'Export Report' }).click();
      await toast('Failed to export the report. Please try again.').waitFor();
    } finally {
      await owner.close();
    }
  });
});
