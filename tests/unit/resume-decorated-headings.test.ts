import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

/**
 * A glyph set before a heading in capitals ("❖ WORK EXPERIENCE", invented resume) decorates the
 * heading: the section it opens is read as that section, not as one more bullet of the last role.
 */
describe('headings decorated with a glyph', () => {
  it('opens each section at its decorated heading', async () => {
    const text = `Dana Okafor
Lagos | dana.okafor@example.com

❖ WORK EXPERIENCE
Stores Supervisor – Eko Paints Ltd, Lagos | May 2019 – Present
• Ran stock counts for 3,000 lines
• Cut write-offs by a third
Stores Clerk – Ikeja Tiles Ltd, Lagos | Jan 2016 – Apr 2019
• Kept the bin cards

❖ EDUCATION
BSc Logistics | 2015
University of Ogun
`;
    const bytes = Buffer.from(text);
    const { resume } = await parseResumeFile(bytes, await detectResumeFile(bytes, 'resume.txt'));
    expect(resume.experience.map((role) => [role.title, role.company, role.bullets.length])).toEqual([
      ['Stores Supervisor', 'Eko Paints Ltd', 2],
      ['Stores Clerk', 'Ikeja Tiles Ltd', 1],
    ]);
    expect(resume.education.map((entry) => entry.degree)).toEqual(['BSc Logistics']);
  });

  it('keeps a bulleted item in ordinary case a bullet, even when its words name a section', async () => {
    const text = `Sam Ruiz
sam.ruiz@example.com

Experience
Support Analyst – Nube Servicios, Madrid | 2020 – Present
• Education of users on the new VPN
• Skills matrix for the team
`;
    const bytes = Buffer.from(text);
    const { resume } = await parseResumeFile(bytes, await detectResumeFile(bytes, 'resume.txt'));
    expect(resume.experience[0]?.bullets).toHaveLength(2);
  });
});
