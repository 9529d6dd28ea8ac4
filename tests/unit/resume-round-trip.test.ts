import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { PROPERTY_SEED } from '../helpers/property-seed';
import { resumeArbitrary } from '../helpers/resume-arbitrary';
import { sampleResume } from '../helpers/resume-samples';

/** What the quality bar asks to survive: name, email, phone, every role with its dates, every bullet. */
function essentials(resume: ParsedResume) {
  return {
    name: resume.name,
    email: resume.email,
    phone: resume.phone,
    roles: resume.experience.map((role) => ({
      title: role.title,
      company: role.company,
      startDate: role.startDate,
      endDate: role.endDate,
      bullets: role.bullets,
    })),
  };
}

async function roundTrip(resume: ParsedResume): Promise<ParsedResume> {
  const { resume: parsed } = await parseResumeFile(await writeResumeDocx(resume), 'docx');
  return parsed;
}

describe('our Word file, read back by our parser', () => {
  it.each([
    ['the site content', buildResumeFromContent(siteContent)],
    ['the sample resume', sampleResume],
  ])('gives back %s exactly, every section included', async (_label, resume) => {
    expect(await roundTrip(resume)).toEqual(resume);
  });

  it(`keeps name, contact, every role with its dates and every bullet for any realistic resume (fast-check, seed ${PROPERTY_SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(resumeArbitrary, async (resume) => {
        expect(essentials(await roundTrip(resume))).toEqual(essentials(resume));
      }),
      { numRuns: 30 },
    );
  });
});
