import { mkdir } from 'node:fs/promises';
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
