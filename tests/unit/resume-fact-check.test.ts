import { describe, expect, it } from 'vitest';
import { collectEvidence } from '../../src/server/resume/tailor/evidence';
import { checkText, findInventions } from '../../src/server/resume/tailor/fact-check';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { sampleResume } from '../helpers/resume-samples';

const withRole = (change: Partial<ParsedResume['experience'][number]>): ParsedResume => ({
  ...sampleResume,
  experience: sampleResume.experience.map((role, index) => (index === 0 ? { ...role, ...change } : role)),
});

describe('findInventions', () => {
  it('finds nothing in the base itself', () => {
    expect(findInventions(sampleResume, sampleResume)).toEqual([]);
  });

  it.each<[string, ParsedResume, string]>([
    ['a new employer', withRole({ company: 'Globex' }), 'employer'],
    ['a new title', withRole({ title: 'Chief Technology Officer' }), 'title'],
    ['a new date', withRole({ startDate: 'March 2018' }), 'date'],
    ['a new number', withRole({ bullets: ['Led a team of 25 engineers'] }), 'number'],
    ['a new tool', withRole({ bullets: ['Rolled out ServiceNow for the service desk'] }), 'skill'],
    ['a new skill', { ...sampleResume, skills: [...sampleResume.skills, 'Kubernetes'] }, 'skill'],
    ['a new certification', { ...sampleResume, certifications: ['CISSP'] }, 'certification'],
    [
      'a new name',
      { ...sampleResume, summary: `${sampleResume.summary} Trusted by Initech leadership.` },
      'entity',
    ],
    [
      'a new degree',
      {
        ...sampleResume,
        education: [{ degree: 'MBA', school: 'Stanford', location: '', graduationDate: '2012' }],
      },
      'education',
    ],
    ['changed contact details', { ...sampleResume, phone: '555' }, 'contact'],
  ])('catches %s', (_label, output, kind) => {
    expect(findInventions(sampleResume, output).map((invention) => invention.kind)).toContain(kind);
  });

  it('allows the posting’s words for what the base already shows, and reordering', () => {
    const output: ParsedResume = {
      ...sampleResume,
      skills: ['Single Sign-On', ...sampleResume.skills.reverse(), 'Multi-factor authentication'],
      experience: [
        withRole({
          bullets: [
            'Rolled out Okta single sign-on (SSO) and multi-factor authentication (MFA) to 42 applications in six months',
          ],
        }).experience[0] as ParsedResume['experience'][number],
        ...sampleResume.experience.slice(1),
      ],
    };
    expect(findInventions(sampleResume, output)).toEqual([]);
  });
});

describe('checkText (the model wording check)', () => {
  const evidence = collectEvidence(sampleResume);
  it.each([
    ['Cut operating costs by 22% through vendor consolidation', 0],
    ['Cut operating costs by 35% through vendor consolidation', 1],
    ['Ran ServiceNow and Workday for the clinics', 2],
    ['Partnered with Acme Corp on audits', 2],
  ])('"%s" → %i problem(s)', (text, count) => {
    expect(checkText(evidence, text, 'test')).toHaveLength(count);
  });
});
