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
