import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

async function read(text: string) {
  const bytes = Buffer.from(text, 'utf8');
  return (await parseResumeFile(bytes, await detectResumeFile(bytes, 'resume.txt'))).resume;
}

const HEAD = `Jo Tester
jo.tester@example.com | 555-0142 | Leeds, UK

EXPERIENCE
Service Desk Analyst, Example Ltd, Leeds (2019–2023)
- Ran the service desk for 400 staff
`;

describe('certifications as people list them (invented examples)', () => {
  it('splits a line at middle dots and semicolons, however long each name is', async () => {
    const resume = await read(
      `${HEAD}\nCERTIFICATIONS\nITIL 4 Foundation · Microsoft Certified: Azure Administrator Associate (AZ-104) · CompTIA Security+\n`,
    );
    expect(resume.certifications).toEqual([
      'ITIL 4 Foundation',
      'Microsoft Certified: Azure Administrator Associate (AZ-104)',
      'CompTIA Security+',
    ]);
  });

  it('takes a "Certifications:" line out of the skills, and leaves the skills', async () => {
    const resume = await read(
      `${HEAD}\nSKILLS & INTERESTS\nTechnical: Jamf, Intune, PowerShell\nCertifications: CCNA; Jamf Certified Tech\nInterests: fell running\n`,
    );
    expect(resume.certifications).toEqual(['CCNA', 'Jamf Certified Tech']);
    expect(resume.skills).toEqual(expect.arrayContaining(['Jamf', 'Intune', 'PowerShell']));
    expect(resume.skills).not.toContain('CCNA');
  });

  it('keeps a certification whose own name holds a colon whole under its heading', async () => {
    const resume = await read(
      `${HEAD}\nCertifications\n- Microsoft 365 Certified: Teams Administrator Associate\n`,
    );
    expect(resume.certifications).toEqual(['Microsoft 365 Certified: Teams Administrator Associate']);
  });

  it('reads a singular heading and a heading in two languages', async () => {
    const singular = await read(`${HEAD}\nCertification\nPRINCE2 Practitioner\n`);
    expect(singular.certifications).toEqual(['PRINCE2 Practitioner']);
    const bilingual = await read(
      `${HEAD}\nZERTIFIKATE / CERTIFICATES\n2021   AWS Certified Cloud Practitioner\n`,
    );
    expect(bilingual.certifications).toEqual(['AWS Certified Cloud Practitioner']);
  });

  it('reads a Markdown line of code spans as a list of skills', async () => {
    const resume = await read(`${HEAD}\n## Skills\n\n\`Okta\` \`Jamf Pro\` \`Google Workspace (admin)\`\n`);
    expect(resume.skills).toEqual(['Okta', 'Jamf Pro', 'Google Workspace (admin)']);
  });
});
