import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { corpusFiles, parseCorpusFile } from '../helpers/corpus';
import { sampleResume } from '../helpers/resume-samples';

/** What the Word file must carry back: contact, roles with dates, bullets, education, skills, certifications. */
function essentials(resume: ParsedResume) {
  return {
    name: resume.name,
    email: resume.email,
    phone: resume.phone,
    location: resume.location,
    roles: resume.experience.map(({ title, company, startDate, endDate, bullets }) => ({
      title,
      company,
      startDate,
      endDate,
      bullets,
    })),
    education: resume.education,
    skills: resume.skills,
    certifications: resume.certifications,
  };
}

async function readBack(resume: ParsedResume): Promise<ParsedResume> {
  return (await parseResumeFile(await writeResumeDocx(resume), 'docx')).resume;
}

describe('Word files written from every corpus resume, read back by our parser', () => {
  it.each(corpusFiles())('%s comes back the same', async (file) => {
    const parsed = (await parseCorpusFile(file)).resume;
    expect(essentials(await readBack(parsed))).toEqual(essentials(parsed));
  });
});

describe('role headers that look like something else come back as written', () => {
  const role = sampleResume.experience[0];
  if (!role) throw new Error('the sample resume has roles');
  it.each([
    ['a title with a comma and a function', { title: 'Vice President, Information Technology' }],
    ['a title that is a heading word', { title: 'Skills Development Lead', company: 'Leadership Institute' }],
    ['an employer with a legal suffix', { company: 'ABC Company, Inc.' }],
    ['no employer', { company: '' }],
    ['numeric dates', { startDate: '03/2019', endDate: '11/2021' }],
    ['dotted dates', { startDate: '2025.02', endDate: 'Present' }],
    ['a season', { startDate: 'Summer 2022', endDate: 'Fall 2022' }],
  ])('%s', async (_label, change) => {
    const resume: ParsedResume = {
      ...sampleResume,
      experience: [{ ...role, ...change }, ...sampleResume.experience.slice(1)],
    };
    expect(essentials(await readBack(resume))).toEqual(essentials(resume));
  });
});
