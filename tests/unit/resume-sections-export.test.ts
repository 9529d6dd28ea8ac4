import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createAnalysisContext } from '../../src/server/resume/analyse/analyse';
import { enhanceResume } from '../../src/server/resume/enhance';
import { fromJsonResume, toJsonResume } from '../../src/server/resume/json-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import { tailorResume } from '../../src/server/resume/tailor/tailor';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import { writeResumePdf } from '../../src/server/resume/write-pdf';
import { designFor, resumeTemplates } from '../../src/shared/resume/layout/resume-design';
import type { DocumentTraits } from '../../src/shared/resume/parse-report';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { sampleResume } from '../helpers/resume-samples';

/** Every section the builder holds, with values invented for the test. */
const everySection: ParsedResume = {
  ...sampleResume,
  clearance: 'Active Secret clearance',
  projects: [
    {
      name: 'Zero Trust Rollout',
      description: 'Company-wide access redesign',
      startDate: 'January 2022',
      endDate: 'June 2022',
      bullets: ['Retired the VPN for 2,000 staff'],
    },
  ],
  volunteer: [
    {
      organization: 'Code for Good',
      position: 'Mentor',
      location: 'Austin, TX',
      startDate: 'March 2019',
      endDate: 'Present',
      bullets: ['Mentored 12 students through their first IT certification'],
    },
  ],
  languages: [
    { language: 'Spanish', fluency: 'Professional' },
    { language: 'German', fluency: 'Basic' },
  ],
  publications: [
    {
      name: 'Running IT Like a Product',
      publisher: 'CIO Review',
      releaseDate: 'March 2023',
      summary: 'How a service desk became a product team.',
    },
  ],
  awards: [{ title: 'Top Tech Exec Award', awarder: 'Tech Council', date: 'May 2015', summary: 'Honoree.' }],
  interests: [{ name: 'Sailing', keywords: ['racing', 'navigation'] }],
};

const words = (text: string) =>
  text
    .replace(/\u2022/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('every section in every export', () => {
  it.each(resumeTemplates)(
    '%s: Word and PDF say the same, every section under its heading',
    async (template) => {
      const design = designFor(template);
      const { value: word } = await mammoth.extractRawText({
        buffer: await writeResumeDocx(everySection, design),
      });
      const pdf = await pdfText(await writeResumePdf(everySection, design));
      expect(words(pdf)).toEqual(words(word));
      const order = [
        'PROJECTS',
        'Zero Trust Rollout',
        'VOLUNTEER EXPERIENCE',
        'Code for Good',
        'EDUCATION',
        'Texas State University',
        'LANGUAGES',
        'Spanish (Professional)',
        'AWARDS',
        'Top Tech Exec Award',
        'Tech Council | May 2015',
        'PUBLICATIONS',
        'Running IT Like a Product',
        'CIO Review | March 2023',
        'INTERESTS',
        'Sailing (racing, navigation)',
      ];
      const positions = order.map((text) => word.indexOf(text));
      expect(
        positions.every((at) => at >= 0),
        JSON.stringify(positions),
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    },
  );

  it.each(resumeTemplates)(
    '%s: projects, volunteer work and languages read back from Word and PDF',
    async (template) => {
      const design = designFor(template);
      for (const [format, bytes] of [
        ['docx', await writeResumeDocx(everySection, design)],
        ['pdf', await writeResumePdf(everySection, design)],
      ] as const) {
        const back = (await parseResumeFile(bytes, format)).resume;
        expect({
          format,
          projects: back.projects,
          volunteer: back.volunteer,
          languages: back.languages,
        }).toEqual({
          format,
          projects: everySection.projects,
          volunteer: everySection.volunteer,
          languages: everySection.languages,
        });
      }
    },
  );

  it('every section comes back from JSON Resume as it went', () => {
    const exported = toJsonResume(everySection);
    expect(exported.publications).toEqual([
      {
        name: 'Running IT Like a Product',
        publisher: 'CIO Review',
        releaseDate: '2023-03',
        summary: 'How a service desk became a product team.',
      },
    ]);
    expect(exported.interests).toEqual([{ name: 'Sailing', keywords: ['racing', 'navigation'] }]);
    const back = fromJsonResume(exported);
    const { jsonResumeSource: _source, ...content } = back;
    expect(content).toEqual(everySection);
  });
});

describe('the school', () => {
  const withSchool = (education: ParsedResume['education']): ParsedResume => ({ ...sampleResume, education });
  it.each([
    [
      'beside its degree',
      withSchool([
        { degree: 'Master of Science', school: 'Stanford University', location: '', graduationDate: '2018' },
      ]),
    ],
    [
      'without a degree',
      withSchool([
        { degree: '', school: 'Stanford University', location: 'Stanford, CA', graduationDate: '2018' },
      ]),
    ],
  ])('appears in Word, PDF and JSON Resume %s, in every template', async (_label, resume) => {
    for (const template of resumeTemplates) {
      const { value: word } = await mammoth.extractRawText({
        buffer: await writeResumeDocx(resume, designFor(template)),
      });
      expect(word).toContain('Stanford University');
      expect(await pdfText(await writeResumePdf(resume, designFor(template)))).toContain(
        'Stanford University',
      );
    }
    expect(toJsonResume(resume).education).toEqual([
      expect.objectContaining({ institution: 'Stanford University' }),
    ]);
  });
});

describe('the sections beyond experience through tailoring', () => {
  const NOW = new Date('2026-11-01T00:00:00Z');
  const TRAITS: DocumentTraits = { ...plainTraits('pdf'), headings: [] };
  const KEPT = ['projects', 'volunteer', 'languages', 'publications', 'awards', 'interests'] as const;

  it.each(loadJobFixtures().map((posting) => [posting.name, posting] as const))(
    'are kept as the base has them, and none is added, when tailored and enhanced for %s',
    (_name, posting) => {
      const context = createAnalysisContext(posting, TRAITS, NOW);
      for (const base of [everySection, sampleResume]) {
        const tailored = tailorResume(base, context).resume;
        const enhanced = enhanceResume(tailored, base, context).resume;
        for (const output of [tailored, enhanced]) {
          for (const section of KEPT) expect(output[section] ?? [], section).toEqual(base[section] ?? []);
        }
      }
    },
  );
});
