import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import mammoth from 'mammoth';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { presentTenseSample } from '../helpers/resume-samples';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';

const PASSWORD = 'correct horse battery staple';
/** The sample with one wordy bullet, which tailoring tightens. */
const withWordyBullet = {
  ...presentTenseSample,
  experience: presentTenseSample.experience.map((role, index) =>
    index === 0
      ? {
          ...role,
          bullets: [
            'Successfully consolidated 3 data centers into 1 in order to cut hosting costs',
            ...role.bullets,
          ],
        }
      : role,
  ),
};
const job = loadJobFixtures().find((fixture) => fixture.name === 'director-it-operations');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { OWNER_PASSWORD: PASSWORD } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/api/login?returnTo=%2Ftools%2Fresume`);
  await page.getByLabel('Username or email').fill('owner');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/tools/resume`);
  await page.getByRole('heading', { name: 'Created Resumes' }).waitFor();
}

describe('the resume builder in Chromium', () => {
  it('shows the log-in card to a visitor who is not signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/tools/resume`);
    await page.getByRole('heading', { name: 'Resume Builder' }).waitFor();
    await page.getByText('Please log in to access the resume builder tool').waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toMatch(/^\/api\/login/);
    await context.close();
  });

  it('uploads, shows what was read, tailors, previews the changes, analyses, enhances and downloads', async () => {
    if (!job) throw new Error('fixture missing');
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page);
    await expect(page.getByRole('button', { name: 'Generate QA Resume' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page);

    const created = await page.evaluate(async (posting) => {
      const reply = await fetch('/api/job/applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          company: posting.company,
          position: posting.position,
          appliedDate: '2025-06-01',
          description: posting.description,
          requirements: posting.requirements,
        }),
      });
      return { status: reply.status, id: ((await reply.json()) as { id: number }).id };
    }, job);
    expect(created.status).toBe(201);

    // Upload → the review of what was read.
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Resume' });
    await upload.getByRole('button', { name: 'Choose File' }).waitFor();
    await page.getByLabel('Resume name').fill('Jordan - IT Ops');
    await page.getByLabel('Resume file', { exact: true }).setInputFiles({
      name: 'jordan-rivera.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await writeResumeDocx(withWordyBullet),
    });
    await upload.getByRole('button', { name: 'jordan-rivera.docx' }).waitFor();
    await upload.getByText('0.01 MB').waitFor();
    await upload.getByRole('button', { name: 'Upload Resume' }).click();
    const review = page.getByRole('dialog', { name: 'What was read: Jordan - IT Ops' });
    await review.getByText('Every section was read without problems.').waitFor();
    expect(
      await review
        .getByRole('group', { name: /^Role 1: / })
        .getByLabel('Company')
        .inputValue(),
    ).toBe('Lakeshore Logistics');
    await expectAccessible(page);
    await review.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('Primary', { exact: true }).waitFor();

    // The job tracker's link preselects the application; tailoring opens the preview.
    await page.goto(`${server.url}/tools/resume?applicationId=${created.id}`);
    const picker = page.getByRole('dialog', { name: 'Select Job Application' });
    await expect(picker.getByRole('radio', { name: /Director of IT Operations/ }).isChecked()).resolves.toBe(
      true,
    );
    await picker.getByRole('button', { name: 'Generate Resume' }).click();
    await page.getByText('Quality-Assured Resume Created!', { exact: true }).waitFor();
    const preview = page.getByRole('dialog', { name: 'Director of IT Operations - Harborline Health' });
    await preview.getByRole('heading', { name: 'Jordan Rivera' }).waitFor();
    // Quality assurance shows each step's score and what it changed, not only the toast.
    const steps = preview.getByRole('list', { name: 'Quality assurance steps' });
    await steps
      .getByText(/^Score \d+%/)
      .first()
      .waitFor();
    expect(await steps.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: join('test-results', 'resume-builder', 'quality-steps.png') });
    await preview.getByRole('button', { name: 'Show Changes' }).click();
    await preview.locator('mark[data-change="added"]').first().waitFor();
    await preview.getByText('Enhanced', { exact: true }).first().waitFor();
    // A rewritten bullet, with the reason beside it.
    await preview.getByText('Consolidated 3 data centers into 1 to cut hosting costs').waitFor();
    await preview
      .getByRole('document', { name: 'Resume of Jordan Rivera' })
      .getByText(/Tighter wording \("Successfully" cut; "in order to" → "to"\)/)
      .waitFor();
    await preview
      .getByText('Consolidated 3 data centers into 1 to cut hosting costs')
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: join('test-results', 'resume-builder', 'show-changes.png') });
    await preview.locator('mark[data-keyword="enterprise"]').first().waitFor();
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Hide Changes' }).click();
    await preview.getByRole('button', { name: 'Close' }).last().click();
    await page.locator('[data-stat="Total Resumes"]').getByText('1').waitFor();

    // Analyse, then enhance from the analysis.
    await page.getByRole('button', { name: 'Analyze' }).click();
    const analysis = page.getByRole('dialog', { name: 'Resume Match Analysis' });
    await analysis.getByText(/% match for Director of IT Operations at Harborline Health/).waitFor();
    for (const label of ['ATS Score', 'Keywords', 'Content', 'Format'])
      await analysis.locator(`[data-score="${label}"]`).getByText(/\/25$/).waitFor();
    await analysis.getByRole('list', { name: 'Matched Keywords' }).waitFor();
    await analysis.getByRole('list', { name: 'Missing Keywords' }).getByText('ServiceNow').waitFor();
    await expectAccessible(page);
    const before = Number((await analysis.locator('[data-score="overall"]').textContent())?.replace('%', ''));
    await analysis.getByRole('button', { name: 'Enhance Resume' }).click();
    await page.getByText('Resume Enhanced!', { exact: true }).waitFor();
    await analysis.getByRole('button', { name: 'Enhance Resume' }).waitFor({ state: 'detached' });
    // Without Enhance on offer, the dialog says why in one sentence.
    await analysis
      .getByRole('note')
      .getByText(/^Enhance is not offered because /)
      .waitFor();
    await page.screenshot({ path: join('test-results', 'resume-builder', 'analysis-enhance-note.png') });
    const after = Number((await analysis.locator('[data-score="overall"]').textContent())?.replace('%', ''));
    expect(after).toBeGreaterThanOrEqual(before);
    await analysis.getByRole('button', { name: 'Close' }).last().click();

    // Download the Word file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Download Director of IT Operations/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'Jordan-Rivera-Harborline-Health-Director-of-IT-Operations.docx',
    );
    const path = await download.path();
    const text = (await mammoth.extractRawText({ buffer: await readFile(path) })).value;
    expect(text).toContain('Jordan Rivera');
    expect(text).toContain('Managed infrastructure for 12 clinics');
    await context.close();
  });

  it('picks a template, previews it, edits a bullet and downloads the PDF with the edit', async () => {
    if (!job) throw new Error('fixture missing');
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    await signIn(page);
    const resumeId = await page.evaluate(async (posting) => {
      const application = await fetch('/api/job/applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          company: 'Northwind Clinics',
          position: posting.position,
          appliedDate: '2025-07-01',
          description: posting.description,
        }),
      });
      const { id } = (await application.json()) as { id: number };
      const created = await fetch(`/api/resumes/create/${id}`, { method: 'POST' });
      return ((await created.json()) as { id: number }).id;
    }, job);
    await page.reload();
    await page.getByRole('button', { name: 'Preview' }).first().waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Northwind Clinics' });
    await item.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.getByRole('dialog', { name: `${job.position} - Northwind Clinics` });

    // Pick a template: the preview redraws at once, and the PDF's page count follows.
    await preview.getByRole('document', { name: /in the Classic template/ }).waitFor();
    await preview.getByText('Modern', { exact: true }).click();
    await preview.getByLabel('Accent colour', { exact: true }).selectOption('teal');
    await preview.getByRole('document', { name: /in the Modern template/ }).waitFor();
    await preview
      .getByRole('status')
      .getByText(/PDF: \d+ pages?\./)
      .waitFor();
    await page.screenshot({ path: join('test-results', 'resume-builder', 'template-modern.png') });
    await preview.getByRole('button', { name: 'Use this template' }).click();
    await preview.getByText(/Downloads use Modern\./).waitFor();
    await expectAccessible(page);

    // Edit a bullet in the review form; it is marked as the owner's.
    const mine = 'Led 18 engineers across service desk, network and endpoint, in my own words';
    await preview.getByRole('button', { name: 'Edit' }).click();
    const role = preview.getByRole('group', { name: /^Role 1: / });
    await role.getByLabel('Bullet 1', { exact: true }).fill(mine);
    await preview.getByRole('button', { name: 'Save edits' }).click();
    await page.getByText('Your edits are saved; the downloads use them.').first().waitFor();
    await preview.getByRole('button', { name: 'Show Changes' }).click();
    await preview.getByText(mine).waitFor();
    await preview.getByText('Edited by you', { exact: true }).first().waitFor();
    await page.screenshot({ path: join('test-results', 'resume-builder', 'edited-bullet.png') });

    // The PDF download carries the edit, in the template chosen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    const saved = join('test-results', 'resume-builder', 'edited-modern.pdf');
    await download.saveAs(saved);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Carlito-Regular/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(mine);
    expect(resumeId).toBeGreaterThan(0);

    // The application's cover letter, written from the resume and the posting, in the template.
    await preview.getByRole('button', { name: 'Cover Letter' }).click();
    await preview.getByRole('button', { name: 'Write Cover Letter' }).click();
    const results = preview.getByLabel('Paragraph 2');
    await results.waitFor();
    expect(await results.inputValue()).toMatch(/\d/);
    await preview.getByRole('document', { name: /cover letter/ }).waitFor();
    await page.screenshot({ path: join('test-results', 'resume-builder', 'cover-letter.png') });
    await context.close();
  });
});
