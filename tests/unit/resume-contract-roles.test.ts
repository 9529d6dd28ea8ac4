import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

async function read(text: string) {
  const bytes = Buffer.from(text, 'utf8');
  return (await parseResumeFile(bytes, await detectResumeFile(bytes, 'resume.txt'))).resume;
}

// Invented examples of how contractors lay out their roles.
const RESUME = `SAM OKONJO
Cloud Engineer - Contract
Leeds | 0113 555 0162 | sam.okonjo@example.com

CONTRACT ROLES (through my own limited company)

Q1 2022 - Present
Platform Engineer
Contract - via Northgate Talent for Harewood Water Services
- Moved 90 servers to Azure
- Wrote the landing zone's Terraform

Q3 2020 - Q4 2021
Cloud Engineer
Contract - via Brightpath IT for Aire Valley Council
- Built the council's backup platform

PERMANENT ROLES

2016 - 2020    Systems Engineer
               Kirkgate Logistics, Leeds
               - Ran 40 VMware hosts
`;

describe('contract roles as contractors write them', () => {
  it('reads a heading with a note in brackets, quarter dates, and the client placed through an agency', async () => {
    const resume = await read(RESUME);
    const roles = resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);
    expect(roles).toHaveLength(3);
    expect(roles[0]?.slice(0, 2)).toEqual(['Platform Engineer', 'Harewood Water Services']);
    expect(roles[0]?.slice(2)).toEqual(['Q1 2022', 'Present']);
    expect(roles[1]).toEqual(['Cloud Engineer', 'Aire Valley Council', 'Q3 2020', 'Q4 2021']);
    expect(roles[2]?.[0]).toBe('Systems Engineer');
  });
});
