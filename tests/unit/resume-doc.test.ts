import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocFormatting } from '../../src/server/resume/parse/extract/doc-formatting';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/resumes/${name}`, import.meta.url));

describe('a resume saved as Word 97 (.doc)', () => {
  it('parses exactly like the same resume as .docx: every role, bullet, date and section', async () => {
    const doc = fixture('site-resume.doc');
    expect(await detectResumeFile(doc, 'resume.doc')).toBe('doc');
    const fromDoc = await parseResumeFile(doc, 'doc');
    const fromDocx = await parseResumeFile(fixture('site-resume.docx'), 'docx');
    expect(fromDoc.resume.experience.length).toBeGreaterThanOrEqual(9);
    expect(fromDoc.resume).toEqual(fromDocx.resume);
    expect(fromDoc.report.warnings).toEqual([]);
  });

  it('keeps curly quotes and dashes as written', async () => {
    const { resume } = await parseResumeFile(fixture('site-resume.doc'), 'doc');
    expect(resume.experience.flatMap((role) => role.bullets).some((bullet) => bullet.includes('’'))).toBe(
      true,
    );
  });

  it('reads list items and bold lines from the property pages', () => {
    const formats = [...readDocFormatting(fixture('site-resume.doc')).entries()];
    const bullets = formats.filter(([, format]) => format.isListItem).map(([text]) => text);
    const bold = formats.filter(([, format]) => format.isBold).map(([text]) => text);
    expect(bullets).toContain(
      'Consolidated overlapping SaaS subscriptions and right-sized cloud resources within the first 90 days',
    );
    expect(bold).toEqual(expect.arrayContaining(['Alex Morgan', 'IT Consultant', 'Founder']));
    expect(bullets).not.toContain('IT Consultant');
  });

  it('gives no formatting, and no error, for a damaged file', () => {
    const damaged = Buffer.from(fixture('site-resume.doc'));
    damaged.fill(0xff, 512, 4096);
    expect(readDocFormatting(damaged).size).toBe(0);
    expect(readDocFormatting(Buffer.from('not a compound file')).size).toBe(0);
  });
});
