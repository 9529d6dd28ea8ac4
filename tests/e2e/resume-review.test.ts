import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import mammoth from 'mammoth';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { loadRealTruth, readRealFile, realCorpusMissing } from '../helpers/real-corpus';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';

const PASSWORD = 'correct horse battery staple';
const PDF = new URL('../fixtures/resumes/two-page.pdf', import.meta.url);
const expected = buildResumeFromContent(siteContent);

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

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/api/login?returnTo=%2Ftools%2Fresume`);
  await page.getByLabel('Username or email').fill('owner');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/tools/resume`);
  await page.getByRole('heading', { name: 'Created Resumes' }).waitFor();
}

async function downloaded(page: Page, linkName: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return { download, bytes: await readFile(await download.path()) };
}

describe('reviewing an uploaded PDF in Chromium', () => {
  it('shows every role as a form, saves a correction, downloads it as Word and PDF, and refuses to tailor it without roles', async () => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    await signIn(page);

    await page.getByRole('button', { name: 'Upload Resume' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Resume' });
    await page.getByLabel('Resume name').fill('Site PDF');
    await page.getByLabel('Resume file', { exact: true }).setInputFiles({
      name: 'alex-morgan.pdf',
      mimeType: 'application/pdf',
      buffer: await readFile(PDF),
    });
    await upload.getByRole('button', { name: 'Upload Resume' }).click();

    const review = page.getByRole('dialog', { name: 'What was read: Site PDF' });
    await review.getByRole('heading', { name: `Experience (${expected.experience.length} roles)` }).waitFor();
    for (const [index, role] of expected.experience.entries()) {
      const card = review.getByRole('group', { name: new RegExp(`^Role ${index + 1}: `) });
      expect(await card.getByLabel('Title').inputValue()).toBe(role.title);
      expect(await card.getByLabel('Company').inputValue()).toBe(role.company);
      expect(await card.getByLabel('Start date').inputValue()).toBe(role.startDate);
    }
    expect(await review.getByLabel('Name', { exact: true }).inputValue()).toBe(expected.name);
    await review.screenshot({ path: path.join(tmpdir(), 'resume-review-top.png') });
    const accessibility = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(accessibility.violations.map((violation) => violation.id)).toEqual([]);

    // Correct one field, and see the card follow it.
    const second = review.getByRole('group', { name: /^Role 2: / });
    await second.getByLabel('Company').fill('Meridian Ridge Advisors LLC');
    await review.getByRole('group', { name: 'Role 2: Founder at Meridian Ridge Advisors LLC' }).waitFor();
    await review.screenshot({ path: path.join(tmpdir(), 'resume-review-form.png') });
    await review.getByText('Save first: the files are written from the saved resume.').waitFor();
    await review.getByRole('button', { name: 'Save corrections' }).click();
    await page.getByText('Corrections saved.').first().waitFor();
    await review
      .getByText('Save first: the files are written from the saved resume.')
      .waitFor({ state: 'detached' });

    const word = await downloaded(page, 'Download Word Document');
    expect(word.download.suggestedFilename()).toBe('Alex-Morgan-Resume.docx');
    const wordText = (await mammoth.extractRawText({ buffer: word.bytes })).value;
    expect(wordText).toContain('Meridian Ridge Advisors LLC');

    const pdf = await downloaded(page, 'Download PDF');
    expect(pdf.download.suggestedFilename()).toBe('Alex-Morgan-Resume.pdf');
    const fromPdf = (await parseResumeFile(pdf.bytes, 'pdf')).resume;
    expect(fromPdf.experience.map((role) => role.company)).toEqual(
      expected.experience.map((role, index) => (index === 1 ? 'Meridian Ridge Advisors LLC' : role.company)),
    );

    // Without roles, tailoring is refused with a message that sends the owner back here.
    const roleCount = expected.experience.length;
    for (let left = roleCount; left > 0; left--) {
      await review.getByRole('button', { name: `Remove role ${left}` }).click();
    }
    await review.getByText('No roles were read.', { exact: false }).waitFor();
    await review.getByRole('button', { name: 'Save corrections' }).click();
    await review
      .getByText('Save first: the files are written from the saved resume.')
      .waitFor({ state: 'detached' });
    await review.getByRole('button', { name: 'Close' }).first().click();
    const application = await page.evaluate(async () => {
      const reply = await fetch('/api/job/applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ company: 'Acme', position: 'Director of IT', appliedDate: '2025-06-01' }),
      });
      return ((await reply.json()) as { id: number }).id;
    });
    await page.goto(`${server.url}/tools/resume?applicationId=${application}`);
    await page
      .getByRole('dialog', { name: 'Select Job Application' })
      .getByRole('button', { name: 'Generate Resume' })
      .click();
    await page
      .getByText(/"Site PDF" has no roles in its experience.*Open Review/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'resume-no-roles.png') });
    await context.close();
  });

  it('reads a public two-column PDF into role cards, takes a corrected name, and writes it to Word and PDF', async () => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await page.getByLabel('Resume name').fill('Pikachu template');
    await page.getByLabel('Resume file', { exact: true }).setInputFiles({
      name: 'pikachu.pdf',
      mimeType: 'application/pdf',
      buffer: await readFile(new URL('../fixtures/resumes/reactive-resume-pikachu.pdf', import.meta.url)),
    });
    await page
      .getByRole('dialog', { name: 'Upload Resume' })
      .getByRole('button', { name: 'Upload Resume' })
      .click();
    const review = page.getByRole('dialog', { name: 'What was read: Pikachu template' });
    // The roles as the template's sample states them (hand-checked against the PDF).
    const roles = [
      ['Senior Web Developer', 'Creative Solutions Inc.', 'January 2019'],
      ['Web Developer', 'TechAdvancers', 'June 2016'],
    ];
    await review.getByRole('heading', { name: `Experience (${roles.length} roles)` }).waitFor();
    for (const [index, [title, company, start]] of roles.entries()) {
      const card = review.getByRole('group', { name: new RegExp(`^Role ${index + 1}: `) });
      expect(await card.getByLabel('Title').inputValue()).toBe(title);
      expect(await card.getByLabel('Company').inputValue()).toBe(company);
      expect(await card.getByLabel('Start date').inputValue()).toBe(start);
    }
    // The template's projects are read too, each with a "Name" of its own; the person's comes first.
    await review.getByLabel('Name', { exact: true }).first().fill('John Doe');
    await review.getByRole('button', { name: 'Save corrections' }).click();
    await review
      .getByText('Save first: the files are written from the saved resume.')
      .waitFor({ state: 'detached' });
    const word = await downloaded(page, 'Download Word Document');
    expect(word.download.suggestedFilename()).toBe('John-Doe-Resume.docx');
    expect((await mammoth.extractRawText({ buffer: word.bytes })).value).toContain('Creative Solutions Inc.');
    const pdf = await downloaded(page, 'Download PDF');
    const fromPdf = (await parseResumeFile(pdf.bytes, 'pdf')).resume;
    expect(fromPdf.name).toBe('John Doe');
    expect(fromPdf.experience.map((role) => [role.title, role.company, role.startDate])).toEqual(roles);
    await context.close();
  });

  // A real two-column LaTeX CV from the corpus beside the repository (never copied into it).
  const REAL_TWO_COLUMN = 'resumes-real/pdf-14-altacv-it.pdf';
  const missing = realCorpusMissing();
  it.skipIf(missing !== null)(
    `reads a real two-column PDF into its roles, splits a role, saves, and the Word file names the school${missing ? ` (skipped: ${missing})` : ''}`,
    async () => {
      const truth = loadRealTruth()[REAL_TWO_COLUMN];
      if (!truth) throw new Error(`${REAL_TWO_COLUMN} has no truth`);
      const context = await browser.newContext({
        acceptDownloads: true,
        viewport: { width: 1280, height: 1000 },
      });
      const page = await context.newPage();
      await signIn(page);
      await page.getByRole('button', { name: 'Upload Resume' }).click();
      await page.getByLabel('Resume name').fill('Real two-column CV');
      await page.getByLabel('Resume file', { exact: true }).setInputFiles({
        name: 'two-column.pdf',
        mimeType: 'application/pdf',
        buffer: readRealFile(REAL_TWO_COLUMN),
      });
      await page
        .getByRole('dialog', { name: 'Upload Resume' })
        .getByRole('button', { name: 'Upload Resume' })
        .click();
      const review = page.getByRole('dialog', { name: 'What was read: Real two-column CV' });
      const count = truth.roles.length;
      await review.getByRole('heading', { name: `Experience (${count} roles)` }).waitFor();
      for (const [index, role] of truth.roles.entries()) {
        const card = review.getByRole('group', { name: new RegExp(`^Role ${index + 1}: `) });
        expect(await card.getByLabel('Title').inputValue()).toBe(role.title);
        expect(await card.getByLabel('Company').inputValue()).toBe(role.company);
      }
      await review.screenshot({ path: path.join(tmpdir(), 'resume-review-real-two-column.png') });

      // The first role as if it ran two together: split at its third bullet.
      const first = review.getByRole('group', { name: /^Role 1: / });
      const bullets = await first.getByRole('textbox', { name: /^Bullet \d+$/ }).count();
      await first.getByRole('button', { name: 'Split role 1 here, at bullet 3' }).click();
      await review.getByRole('heading', { name: `Experience (${count + 1} roles)` }).waitFor();
      expect(await first.getByRole('textbox', { name: /^Bullet \d+$/ }).count()).toBe(2);
      const split = review.getByRole('group', { name: /^Role 2: / });
      expect(
        (await split.getByRole('textbox', { name: /^Bullet \d+$/ }).count()) +
          ((await split.getByLabel('Title').inputValue()) ? 1 : 0),
      ).toBe(bullets - 2);
      await split.getByLabel('Company').fill(truth.roles[0]?.company ?? '');
      await review.screenshot({ path: path.join(tmpdir(), 'resume-review-split.png') });
      await review.getByRole('button', { name: 'Save corrections' }).click();
      await review
        .getByText('Save first: the files are written from the saved resume.')
        .waitFor({ state: 'detached' });

      const word = await downloaded(page, 'Download Word Document');
      const wordText = (await mammoth.extractRawText({ buffer: word.bytes })).value;
      const school = truth.education?.[0]?.school ?? '';
      expect(school).not.toBe('');
      expect(wordText).toContain(school);
      await context.close();
    },
  );

  it('keeps a review with many doubts on a small screen: the dialog scrolls inside, its buttons stay in view', async () => {
    const viewport = { width: 390, height: 660 };
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page);
    // An invented resume whose fourteen roles name no title: one doubt each, and more.
    const roles = Array.from({ length: 14 }, (_, index) => [
      `Harbourline Freight Depot ${index + 1} | ${2000 + index} - ${2001 + index}`,
      '- Loaded the morning trucks',
    ]).flat();
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await page.getByLabel('Resume name').fill('Many doubts');
    await page.getByLabel('Resume file', { exact: true }).setInputFiles({
      name: 'many-doubts.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        ['Wren Ashdown', 'wren.ashdown@example.com', '', 'EXPERIENCE', ...roles].join('\n'),
      ),
    });
    await page
      .getByRole('dialog', { name: 'Upload Resume' })
      .getByRole('button', { name: 'Upload Resume' })
      .click();
    const review = page.getByRole('dialog', { name: 'What was read: Many doubts' });
    await review.getByText('Check these').waitFor();
    expect(await review.getByRole('status').getByRole('listitem').count()).toBeGreaterThanOrEqual(14);
    const box = await review.boundingBox();
    expect(box).not.toBeNull();
    expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    const save = await review.getByRole('button', { name: 'Save corrections' }).boundingBox();
    expect(save && save.y + save.height <= viewport.height && save.x + save.width <= viewport.width).toBe(
      true,
    );
    // The page does not scroll sideways, and the doubts scroll inside the dialog up to the last one.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const last = review.getByText('Role 14 (Harbourline Freight Depot 14) has no title.');
    await last.scrollIntoViewIfNeeded();
    const seen = await last.boundingBox();
    expect(seen && seen.y >= 0 && seen.y + seen.height <= viewport.height).toBe(true);
    expect(await review.boundingBox()).toEqual(box);
    await page.screenshot({ path: path.join(tmpdir(), 'resume-review-many-doubts.png') });
    await context.close();
  });

  it('opens the review on a JSON Resume import, with its extra sections and what the builder cannot show', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page);
    await page.getByLabel('JSON Resume file').setInputFiles({
      name: 'richard.json',
      mimeType: 'application/json',
      buffer: await readFile(new URL('../fixtures/json-resume/sample.resume.json', import.meta.url)),
    });
    const review = page.getByRole('dialog', { name: 'What was read: richard' });
    // Publications, awards and interests are builder sections now (Word, PDF, JSON Resume); references are not.
    await review.getByText(/not shown in the builder, Word or PDF: references \(1\)/).waitFor();
    await review.getByRole('heading', { name: 'Experience (1 role)' }).waitFor();
    for (const heading of ['Projects (1)', 'Volunteer experience (1)', 'Languages (1)']) {
      await review.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await review.getByLabel('Language 1').inputValue()).toBe('English');
    await review.getByRole('heading', { name: 'Projects (1)' }).scrollIntoViewIfNeeded();
    await review.screenshot({ path: path.join(tmpdir(), 'resume-review-extras.png') });
    await context.close();
  });
});
