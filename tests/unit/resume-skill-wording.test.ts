import { describe, expect, it } from 'vitest';
import { createAnalysisContext } from '../../src/server/resume/analyse/analyse';
import type { JobText } from '../../src/server/resume/analyse/keywords';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import { findInventions } from '../../src/server/resume/tailor/fact-check';
import { tailorResume } from '../../src/server/resume/tailor/tailor';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { sampleResume } from '../helpers/resume-samples';

const posting: JobText = {
  position: 'IT Support Analyst',
  company: 'Example Co',
  description:
    'You will support 600 staff on macOS and Windows. Requirements: scripting to automate routine fixes, HTML for the intranet, and clear written communication.',
  requirements: null,
  details: null,
};

/** The sample with bullets that name no scripting, so the skills list is the only place it shows. */
const withSkills = (skills: string[]): ParsedResume => ({
  ...sampleResume,
  experience: sampleResume.experience.map((role) => ({
    ...role,
    bullets: role.bullets.filter((bullet) => !/powershell|script|python/i.test(bullet)),
  })),
  skills,
});
const tailor = (base: ParsedResume) =>
  tailorResume(base, createAnalysisContext(posting, { ...plainTraits('docx'), headings: [] }));

describe('skills in the posting’s words', () => {
  it('adds the posting’s word for a skill listed only in other words, with the reason', () => {
    const base = withSkills(['Python', 'Jamf', 'Okta']);
    const result = tailor(base);
    expect(result.resume.skills).toContain('Scripting');
    expect(result.resume.skills).toContain('Python');
    const change = result.changes.find((entry) => entry.kind === 'added' && entry.after === 'Scripting');
    expect(change?.reason).toBe(
      'The posting says "scripting"; your skills list it only as "Python", which an ATS searching the posting\'s words misses.',
    );
    expect(result.finalScore.keywordMatchScore).toBeGreaterThan(result.initialScore.keywordMatchScore);
    expect(findInventions(base, result.resume)).toEqual([]);
  });

  it('does not add a name beside a version of itself ("HTML" beside "HTML5")', () => {
    const result = tailor(withSkills(['HTML5', 'Jamf']));
    expect(result.resume.skills).not.toContain('HTML');
  });

  it('adds nothing for a skill the resume does not list or show', () => {
    const result = tailor(withSkills(['Jamf', 'Okta']));
    expect(result.resume.skills).not.toContain('Scripting');
  });
});
