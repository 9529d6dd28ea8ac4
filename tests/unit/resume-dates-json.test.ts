import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { fromJsonResume, toJsonResume } from '../../src/server/resume/json-resume';
import {
  describeDateStyle,
  findDateRange,
  fromIsoDate,
  readMonthYear,
  toIsoDate,
} from '../../src/server/resume/parse/dates';
import { jsonResumeSchema } from '../../src/shared/api/resume-json';
import { sampleResume } from '../helpers/resume-samples';

describe('dates as resumes write them', () => {
  it.each([
    ['Director | March 2020 - Present', 'March 2020', 'Present'],
    ['Jan. 2019 – Dec. 2020', 'Jan. 2019', 'Dec. 2020'],
    ['(05/2019 to 06/2021)', '05/2019', '06/2021'],
    ['2015-2020', '2015', '2020'],
    ['Summer 2018 — current', 'Summer 2018', 'Current'],
    ['2019-03 – 2021-11', '2019-03', '2021-11'],
  ])('%s → %s, %s', (text, startDate, endDate) => {
    expect(findDateRange(text)).toMatchObject({ startDate, endDate });
  });

  it('reads, orders and styles single dates', () => {
    const now = new Date('2025-07-01T00:00:00Z');
    expect(readMonthYear('Present', now)).toEqual({ year: 2025, month: 7 });
    expect(readMonthYear('Sept 2019')).toEqual({ year: 2019, month: 9 });
    expect(readMonthYear('13/2019')).toBeNull();
    expect(findDateRange('Managed 2,500 users in 12 sites')).toBeNull();
    expect(['March 2020', '03/2020', '2020', 'Present'].map(describeDateStyle)).toEqual([
      'month-name',
      'numeric',
      'year',
      'open',
    ]);
  });

  it('converts to and from ISO 8601 for JSON Resume', () => {
    expect(toIsoDate('May 2024')).toBe('2024-05');
    expect(toIsoDate('Expected January 2027')).toBe('2027-01');
    expect(toIsoDate('2015')).toBe('2015');
    expect(toIsoDate('Present')).toBeNull();
    expect(fromIsoDate('2024-05-17')).toBe('May 2024');
    expect(fromIsoDate('2015')).toBe('2015');
  });
});

describe('JSON Resume', () => {
  it.each([
    ['the sample', sampleResume],
    ['the site content', buildResumeFromContent(siteContent)],
  ])('exports %s as a valid document and imports it back', (_label, resume) => {
    const document = toJsonResume(resume, new Date('2025-07-01T00:00:00Z'));
    expect(jsonResumeSchema.safeParse(document).success).toBe(true);
    const back = fromJsonResume(document);
    expect(back.experience).toEqual(resume.experience);
    expect({ ...back, education: [] }).toEqual({ ...resume, education: [] });
    expect(back.education.map((entry) => entry.degree)).toEqual(
      resume.education.map((entry) => entry.degree),
    );
  });

  it('imports a document written elsewhere: profiles, summaries, keyword skills, certificates and awards', () => {
    const resume = fromJsonResume(
      jsonResumeSchema.parse({
        basics: {
          name: 'Sam Lee',
          email: 'sam@example.com',
          location: { city: 'London', countryCode: 'UK' },
          profiles: [{ network: 'LinkedIn', username: 'samlee' }],
        },
        work: [
          {
            name: 'Initech',
            position: 'IT Manager',
            startDate: '2019-04',
            summary: 'Ran IT for 200 staff.',
            highlights: ['Moved email to Microsoft 365'],
          },
        ],
        education: [{ institution: 'Open University', studyType: 'BSc', area: 'Computing', endDate: '2010' }],
        skills: [{ name: 'Cloud', keywords: ['Azure', 'AWS'] }, { name: 'ITIL' }],
        certificates: [{ name: 'CISSP', issuer: 'ISC2' }],
        awards: [{ title: 'Top IT Leader', summary: 'Regional award' }],
        unknownSection: { kept: true },
      }),
    );
    expect(resume).toMatchObject({
      name: 'Sam Lee',
      location: 'London, UK',
      linkedin: 'https://www.linkedin.com/in/samlee',
    });
    expect(resume.experience[0]).toEqual({
      title: 'IT Manager',
      company: 'Initech',
      location: '',
      startDate: 'April 2019',
      endDate: 'Present',
      bullets: ['Ran IT for 200 staff.', 'Moved email to Microsoft 365'],
    });
    expect(resume.education[0]).toMatchObject({
      degree: 'BSc, Computing',
      school: 'Open University',
      graduationDate: '2010',
    });
    expect(resume.skills).toEqual(['Azure', 'AWS', 'ITIL']);
    expect(resume.certifications).toEqual(['CISSP (ISC2)']);
    expect(resume.achievements).toEqual(['Top IT Leader: Regional award']);
  });
});
