import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { launchBrowser } from '../e2e/support/browser';
import { printPdf } from '../helpers/print-pdf';
import { type ResumeLayout, renderResumeHtml } from '../helpers/resume-html';
import { sampleResume } from '../helpers/resume-samples';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

const contentResume = buildResumeFromContent(siteContent);
const cases: Array<[string, ParsedResume, ResumeLayout]> = [
  ['the sample, one column', sampleResume, 'single'],
  ['the sample, two columns with a sidebar', sampleResume, 'two-column'],
  ['the sample, letter-spaced and unusual headings, employer-first roles', sampleResume, 'awkward'],
  ['the site content, one column over pages', contentResume, 'single'],
  ['the site content, two columns over pages', contentResume, 'two-column'],
  ['the site content, unusual headings over pages', contentResume, 'awkward'],
];

describe('PDF printed by Chromium, read by our parser', () => {
  it.each(cases)(
    'reads %s exactly',
    async (_label, resume, layout) => {
      const pdf = await printPdf(browser, renderResumeHtml(resume, layout));
      const { resume: parsed, report } = await parseResumeFile(pdf, 'pdf');
      // The HTML never prints a LinkedIn line, so only that field is left out of the comparison.
      const { linkedin: _linkedin, ...expected } = resume;
      const { linkedin: _parsedLinkedin, ...actual } = parsed;
      expect(actual).toEqual(expected);
      expect(report.traits.hasColumns).toBe(layout === 'two-column');
      expect(report.traits.pageCount).toBeGreaterThanOrEqual(1);
      if (layout === 'two-column') expect(report.warnings.join(' ')).toMatch(/Two-column layout/);
      if (layout === 'awkward')
        expect(report.warnings.join(' ')).toMatch(/Headings an ATS may not recognise/);
    },
    30_000,
  );

  it('reads the committed two-page PDF of the bench', async () => {
    const pdf = readFileSync(path.resolve(import.meta.dirname, '../fixtures/resumes/two-page.pdf'));
    const { resume, report } = await parseResumeFile(pdf, 'pdf');
    expect(report.traits.pageCount).toBe(2);
    expect(resume.name).toBe(contentResume.name);
    expect(resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual(
      contentResume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]),
    );
    expect(resume.experience.flatMap((role) => role.bullets)).toEqual(
      contentResume.experience.flatMap((role) => role.bullets.slice(0, 3)),
    );
  });
});
