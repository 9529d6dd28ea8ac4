import fc from 'fast-check';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { toJsonResume } from '../../src/server/resume/json-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import { writeResumePdf } from '../../src/server/resume/write-pdf';
import { designFor, resumeTemplates } from '../../src/shared/resume/layout/resume-design';
import { type ParsedResume, parsedResumeSchema } from '../../src/shared/resume/parsed-resume';
import { sampleResume } from '../helpers/resume-samples';

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('the PDF of a resume', () => {
  it.each([
    ['an uploaded resume', sampleResume],
    ['the site content (several pages)', buildResumeFromContent(siteContent)],
  ])(
    'writes %s as text our own parser reads back exactly, wrapped lines and page breaks included',
    async (_label, resume) => {
      const bytes = await writeResumePdf(resume);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { resume: back } = await parseResumeFile(bytes, 'pdf');
      expect(back).toEqual(resume);
    },
  );

  it('says what the Word file says, in the same order', async () => {
    const resume: ParsedResume = {
      ...sampleResume,
      clearance: 'Active TS/SCI with CI polygraph',
      projects: [
        {
          name: 'Zero Trust Rollout',
          description: 'Company-wide access redesign',
          bullets: ['Retired the VPN'],
        },
      ],
      volunteer: [
        {
          organization: 'Code for Good',
          position: 'Mentor',
          startDate: '2020',
          endDate: 'Present',
          bullets: ['Mentored 12 students'],
        },
      ],
      languages: [{ language: 'Spanish', fluency: 'Professional' }],
    };
    const words = (text: string) =>
      text
        .replace(/\u2022/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
    const { value: wordText } = await mammoth.extractRawText({ buffer: await writeResumeDocx(resume) });
    const pdf = await pdfText(await writeResumePdf(resume));
    expect(words(pdf)).toEqual(words(wordText));
    for (const heading of ['SECURITY CLEARANCE', 'PROJECTS', 'VOLUNTEER EXPERIENCE', 'LANGUAGES']) {
      expect(pdf).toContain(heading);
    }
  });

  it('writes Latin Extended letters as they are, from the embedded font', async () => {
    const pdf = await pdfText(await writeResumePdf({ ...sampleResume, name: 'Łukasz Šťastný' }));
    expect(pdf).toContain('Łukasz Šťastný');
  });

  it('writes a letter no embedded face has as "?" rather than dropping it', async () => {
    const pdf = await pdfText(await writeResumePdf({ ...sampleResume, name: 'Ana 李' }));
    expect(pdf).toContain('Ana ?');
  });
});

describe('product and certification names', () => {
  const names = [
    'ServiceNow',
    'CompTIA Security+',
    '(ISC)² CISSP',
    'macOS',
    'iOS',
    'Microsoft 365',
    'GIAC GSEC',
  ];
  const resume: ParsedResume = { ...sampleResume, skills: names.slice(0, 5), certifications: names.slice(5) };

  it('keep their spelling in the Word file, the PDF and JSON Resume', async () => {
    const { value: word } = await mammoth.extractRawText({ buffer: await writeResumeDocx(resume) });
    const pdf = await pdfText(await writeResumePdf(resume));
    const json = JSON.stringify(toJsonResume(resume));
    for (const name of names) {
      expect(word).toContain(name);
      expect(pdf).toContain(name);
      expect(json).toContain(name);
    }
  });
});

const SEED = 20261124;

describe('any resume the schema accepts', () => {
  const line = fc.string({ unit: 'binary', maxLength: 300 });
  const role = fc.record({
    title: line,
    company: line,
    location: line,
    startDate: line,
    endDate: line,
    bullets: fc.array(line, { maxLength: 6 }),
  });
  const resume = fc.record({
    name: line.filter((text) => text.trim().length > 0),
    email: line,
    phone: line,
    location: line,
    summary: fc.string({ unit: 'binary', maxLength: 3000 }),
    experience: fc.array(role, { maxLength: 8 }),
    education: fc.constant([]),
    skills: fc.array(line, { maxLength: 30 }),
    certifications: fc.array(line, { maxLength: 5 }),
    achievements: fc.array(line, { maxLength: 5 }),
    clearance: fc.option(line, { nil: undefined }),
  });

  it(`is written as a PDF and a Word file without failing (fast-check, seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(resume, async (value) => {
        const parsed = parsedResumeSchema.parse(value);
        const pdf = await writeResumePdf(parsed);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect((await writeResumeDocx(parsed)).length).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: 40 },
    );
    // Forty documents with embedded fonts, some of 3,000 random characters: seconds on a shared machine.
  }, 30_000);
});

describe('the PDF in every template', () => {
  it.each(resumeTemplates)('%s embeds its fonts and carries title, author and language', async (template) => {
    const bytes = await writeResumePdf(sampleResume, designFor(template));
    const document = await getDocumentProxy(new Uint8Array(bytes));
    const { info } = await document.getMetadata();
    expect(info).toMatchObject({
      Title: 'Jordan Rivera - Resume',
      Author: 'Jordan Rivera',
      Language: 'en-US',
    });
    const raw = bytes.toString('latin1');
    // Subset TrueType faces with their font files inside, and none of the unembedded standard 14.
    expect(raw.match(/\/FontFile2/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+\w+-Bold/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    await document.destroy();
  });
});
