import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import { writeResumePdf } from '../../src/server/resume/write-pdf';
import {
  designFor,
  resumeDensities,
  resumeFonts,
  resumeTemplates,
} from '../../src/shared/resume/layout/resume-design';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { corpusFiles, parseCorpusFile } from '../helpers/corpus';
import { sampleResume } from '../helpers/resume-samples';

/** Everything a template writes: the parsed content less what no file carries (the import source). */
function content(resume: ParsedResume) {
  const { jsonResumeSource: _source, ...rest } = resume;
  return rest;
}

const writers = { docx: writeResumeDocx, pdf: writeResumePdf } as const;

describe.each(resumeTemplates)('the %s template, read back by our own parser', (template) => {
  const design = designFor(template);
  it.each(corpusFiles())('%s comes back the same from Word and from PDF', async (file) => {
    const parsed = content((await parseCorpusFile(file)).resume);
    for (const [format, write] of Object.entries(writers)) {
      const back = (await parseResumeFile(await write(parsed, design), format as 'docx' | 'pdf')).resume;
      expect({ format, ...content(back) }).toEqual({ format, ...parsed });
    }
  });
});

describe('every font and density of every template', () => {
  const variants = resumeTemplates.flatMap((template) => [
    ...resumeFonts.map((font) => ({ ...designFor(template), font })),
    ...resumeDensities.map((density) => ({ ...designFor(template), density })),
  ]);
  it.each(variants)('$template in $font, $density, reads back as written', async (design) => {
    for (const [format, write] of Object.entries(writers)) {
      const back = (await parseResumeFile(await write(sampleResume, design), format as 'docx' | 'pdf'))
        .resume;
      expect({ format, ...back }).toEqual({ format, ...sampleResume });
    }
  });
});

/** The sample with every section the builder exports beyond the six every resume has. */
const everySection: ParsedResume = {
  ...sampleResume,
  projects: [
    {
      name: 'Inventory Scanner',
      description: 'A handheld app for counting stock',
      url: 'https://example.com/scanner',
      startDate: '2021',
      endDate: '2022',
      bullets: ['Cut count time by half'],
    },
  ],
  languages: [
    { language: 'Spanish', fluency: 'Fluent' },
    { language: 'German', fluency: 'Conversational' },
  ],
  volunteer: [
    {
      organization: 'Austin Food Bank',
      position: 'Driver',
      location: 'Austin, TX',
      startDate: '2018',
      endDate: 'Present',
      bullets: ['Delivers 40 boxes a week'],
    },
  ],
  publications: [
    {
      name: 'Patching at Scale',
      publisher: 'SysOps Journal',
      releaseDate: 'May 2019',
      url: 'https://example.com/patching',
    },
  ],
  awards: [
    {
      title: 'Operations Leader of the Year',
      awarder: 'Texas IT Forum',
      date: '2022',
      summary: 'For halving unplanned outages across twelve clinics.',
    },
  ],
  interests: [
    { name: 'Cycling', keywords: [] },
    { name: 'Chess', keywords: [] },
  ],
};

describe.each(resumeTemplates)('the %s template with every section it exports', (template) => {
  it('gives back projects, languages, volunteering, publications, awards and interests from Word and PDF', async () => {
    for (const [format, write] of Object.entries(writers)) {
      const back = (
        await parseResumeFile(await write(everySection, designFor(template)), format as 'docx' | 'pdf')
      ).resume;
      expect({ format, ...back }).toEqual({ format, ...everySection });
    }
  });
});
