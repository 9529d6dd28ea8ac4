import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobPageServer, startJobPageServer } from '../helpers/job-page-server';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';
import { jobToolsPage, readCalendar, readReport } from './support/job-tools-page';

const PASSWORD = 'correct horse battery staple';

let server: RunningServer;
let pages: JobPageServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  pages = await startJobPageServer();
  [server, browser] = await Promise.all([
    // The app may fetch job pages from loopback only because this test serves them there.
    startServer({ env: { OWNER_PASSWORD: PASSWORD, ALLOW_LOOPBACK_FETCH: 'true' } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1400, height: 1000 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await pages?.close();
});

describe('job application tracker in Chromium', () => {
  it('adds from a pasted link, tracks stages and interviews, exports, and deletes', async () => {
    const { signIn, toast, dismissToasts, stat, download, addThroughApi } = jobToolsPage(page, server.url);
    await signIn(PASSWORD);
    await expect.poll(() => stat('Response Rate').textContent()).toBe('0%');

    // Add: the empty state opens the form; company and position are required.
    await page.getByRole('button', { name: 'Add Your First Application' }).click();
    const form = page.getByRole('dialog', { name: 'Add Application' });
    await form.getByRole('button', { name: 'Add Application' }).click();
    await toast('Validation Error').waitFor();
    await toast('Please fill in at least company and position fields.').waitFor();
    await dismissToasts();

    // Paste a link: parsed after 100 ms, the field busy meanwhile, the form filled from the page.
    const jobUrl = `${pages.origin}/delayed`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), jobUrl);
    const urlField = form.getByLabel('Job URL');
    await urlField.focus();
    await page.keyboard.press('Control+V');
    await expect.poll(() => urlField.isDisabled()).toBe(true);
    await form.getByRole('status').getByText('Reading the job posting...').waitFor();
    await toast('Job information extracted').waitFor();
    await toast(
      'Filled in: position, company, location, salary, description, job details and source.',
    ).waitFor();
    expect(await urlField.isDisabled()).toBe(false);
    expect(await urlField.inputValue()).toBe(jobUrl);
    expect(await form.getByLabel('Company *').inputValue()).toBe('Northwind Robotics');
    expect(await form.getByLabel('Position *').inputValue()).toBe('Director of IT Operations');
    expect(await form.getByLabel('Salary').inputValue()).toBe('$180,000 - $220,000 per year');
    expect(await form.getByLabel('Job details').inputValue()).toContain('• Build and lead a team of 12');
    expect(await form.getByLabel('Contact email').getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Hiring manager link').getAttribute('type')).toBe('url');
    await form.getByLabel('Notes').fill('Referred by Alex');
    await dismissToasts();
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/job/applications'),
    );
    await form.getByRole('button', { name: 'Add Application' }).click();
    const sent = (await created).postDataJSON();
    expect(sent).toMatchObject({
      company: 'Northwind Robotics',
      hiringManager: null,
      contactEmail: null,
      nextStepDate: null,
    });
    await toast('Application added').waitFor();
    const item = page.getByRole('listitem', { name: 'Director of IT Operations at Northwind Robotics' });
    await item.getByText('No next step scheduled').waitFor();
    await expect.poll(() => stat('Total Applications').textContent()).toBe('1');
    await expect.poll(() => stat('Pending Responses').textContent()).toBe('1');

    // Inline status change.
    await item
      .getByLabel('Status of Director of IT Operations at Northwind Robotics')
      .selectOption('interview');
    await toast('Application updated').waitFor();
    await item.getByText('Interview', { exact: true }).first().waitFor();
    await expect.poll(() => stat('Active Interviews').textContent()).toBe('1');
    await expect.poll(() => stat('Response Rate').textContent()).toBe('100%');
    await dismissToasts();

    // Details and the stage-history timeline.
    await item.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Director of IT Operations' });
    await details.getByText('Referred by Alex').waitFor();
    const history = details.getByRole('list', { name: 'Application history' });
    await history.getByText('Applied (Pending)').waitFor();
    await history.getByText('Status changed to Interview').waitFor();

    // Edit: a PUT of the changed fields only.
    await details.getByRole('button', { name: 'Edit Application' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Application' });
    expect(await edit.getByLabel('Company *').inputValue()).toBe('Northwind Robotics');
    await edit.getByLabel('Salary').fill('$200,000');
    await edit.getByLabel('Next step action').fill('Send references');
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect((await put).postDataJSON()).toEqual({ salary: '$200,000', nextStepAction: 'Send references' });
    await toast('Application updated').waitFor();
    await details.getByText('$200,000', { exact: true }).waitFor();
    await dismissToasts();

    // Schedule an interview, see it in the timeline, download it as .ics.
    await details.getByRole('button', { name: 'Schedule Interview' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Interview' });
    await schedule.getByLabel('Title').fill('Panel interview');
    await schedule.getByLabel('Date').fill('2026-03-10');
    await schedule.getByLabel('Time', { exact: true }).fill('14:00');
    expect(await schedule.getByLabel('Time zone').inputValue()).toBe('America/Los_Angeles');
    await schedule.getByLabel('Notes').fill('Bring the 30-60-90 plan; ask about budget, team');
    await schedule.getByRole('button', { name: 'Schedule Interview' }).click();
    await toast('Interview scheduled').waitFor();
    const scheduled = page.getByRole('dialog', { name: 'Interview scheduled' });
    await scheduled.getByText('Panel interview Tue Mar 10, 2:00 PM PT').waitFor();
    await scheduled.getByRole('button', { name: 'Done' }).click();
    await history.getByText('Panel interview').waitFor();
    await history.getByText('Tuesday, March 10, 2026 at 2:00 PM (America/Los Angeles)').waitFor();
    const { name: icsName, text: ics } = await download(
      history.getByRole('link', { name: 'Add to calendar (.ics)' }),
    );
    expect(icsName).toBe('interview-northwind-robotics-2026-03-10.ics');
    const calendar = readCalendar(ics);
    expect(calendar).toMatchObject({
      DTSTART: '20260310T210000Z',
      SUMMARY: 'Panel interview: Director of IT Operations at Northwind Robotics',
    });
    expect(calendar.DESCRIPTION).toContain('Bring the 30-60-90 plan; ask about budget, team');
    // Documents: attach the cover letter sent, see it listed, download the same bytes, delete it.
    const documents = details.getByRole('region', { name: 'Documents' });
    await documents.getByText(/^No documents yet/).waitFor();
    await documents.getByLabel('Document type').selectOption('cover-letter');
    const coverLetter = readFileSync(new URL('../fixtures/resumes/two-page.pdf', import.meta.url));
    await documents
      .getByLabel('Document to attach')
      .setInputFiles({ name: 'Cover letter.pdf', mimeType: 'application/pdf', buffer: coverLetter });
    await toast('Document attached').waitFor();
    await documents.getByText('Cover letter.pdf').waitFor();
    await documents.getByText(/^Cover letter · PDF · [\d.]+ KB · Added /).waitFor();
    await page.screenshot({ path: join('test-results', 'job-tools', 'documents.png') });
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('link', { name: 'Download Cover letter.pdf' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('Cover letter.pdf');
    expect((await readFile(await saved.path())).equals(coverLetter)).toBe(true);
    await documents.getByRole('button', { name: 'Delete Cover letter.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Document deleted').waitFor();
    await documents.getByText(/^No documents yet/).waitFor();
    await dismissToasts();

    await details.getByRole('button', { name: 'Close' }).first().click();
    await item.getByText(/Next:/).waitFor();
    await item.getByText('Panel interview Tue Mar 10, 2:00 PM PT').waitFor();
    await dismissToasts();

    // Search, filter and sort with a second application.
    await addThroughApi({
      company: 'Adatum',
      position: 'VP, Technology Operations',
      appliedDate: '2026-01-10',
    });
    await page.reload();
    const rows = page
      .getByRole('list')
      .filter({ has: page.getByRole('button', { name: 'View Details' }) })
      .getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByLabel('Sort applications').selectOption('company-asc');
    await expect
      .poll(() => rows.first().getAttribute('aria-label'))
      .toBe('VP, Technology Operations at Adatum');
    await page.getByLabel('Filter by status').selectOption('interview');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Filter by status').selectOption('all');
    await page.getByLabel('Search applications').fill('northwind');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Search applications').fill('');

    // Export Report: a CSV with the current status and each stage with its date.
    const { name: csvName, text: csv } = await download(page.getByRole('link', { name: 'Export Report' }));
    expect(csvName).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readReport(csv).find((record) => record.Company === 'Northwind Robotics')).toMatchObject({
      Status: 'Interview',
      'Stage History': expect.stringMatching(/^\d{4}-\d{2}-\d{2} Pending → \d{4}-\d{2}-\d{2} Interview$/),
      Interviews: '2026-03-10 14:00 America/Los_Angeles Panel interview',
    });

    // Update Resume opens the resume builder with the application selected.
    await item.getByRole('button', { name: 'View Details' }).click();
    await details.getByRole('link', { name: 'Update Resume' }).click();
    await page.waitForURL(/\/tools\/resume\?applicationId=\d+$/);
    // A fresh load: the builder is another page, and Back before it renders would keep this one as it was.
    await page.goto(`${server.url}/tools/job`);

    // Delete, after confirming.
    await page
      .getByRole('button', { name: 'Delete Director of IT Operations at Northwind Robotics' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Application deleted').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => stat('Total Applications').textContent()).toBe('1');
  });
});
