import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent, parseEducation, splitPeriod } from '../../src/server/resume/content-resume';
import { resumeFileName, resumeHeadings, writeResumeDocx } from '../../src/server/resume/write-docx';
import { type ParsedResume, parsedResumeSchema } from '../../src/shared/resume/parsed-resume';

const fixture: ParsedResume = {
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  phone: '(555) 010-2030',
  location: 'San Diego, CA',
  linkedin: 'https://www.linkedin.com/in/alex-morgan-example',
  summary: 'IT operations leader with 15 years of experience. Builds secure, efficient teams.',
  experience: [
    {
      title: 'Director of IT',
      company: 'Acme Corp',
      location: 'Remote',
      startDate: 'May 2024',
      endDate: 'Present',
      bullets: ['Cut SaaS spend by $70K per month', 'Led a 12-person global team & vendors'],
    },
    {
      title: 'IT Manager',
      company: 'Globex',
      location: 'Vancouver, BC',
      startDate: 'March 2013',
      endDate: 'January 2017',
      bullets: ['Opened a 50,000 sq ft office', 'Ran the service desk'],
    },
  ],
  education: [
    { degree: 'MBA', school: 'Example University', location: '', graduationDate: 'May 2020', gpa: '3.9' },
  ],
  skills: ['IT Strategy', 'Identity & Access Management'],
  certifications: ['CISSP'],
  achievements: ['Saved $1.5M annually', 'Raised productivity by 30%'],
};

const resumeFromContent = buildResumeFromContent(siteContent);

function expectInOrder(text: string, items: string[]): void {
  let from = 0;
  for (const item of items) {
    const at = text.indexOf(item, from);
    expect(at, `"${item}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + item.length;
  }
}

function listExpectedText(resume: ParsedResume): string[] {
  return [
    resume.name,
    resume.email,
    resume.phone,
    ...resume.experience.flatMap((role) => [
      role.title,
      role.company,
      role.startDate,
      role.endDate,
      ...role.bullets,
    ]),
    ...resume.certifications,
    ...resume.achievements,
  ];
}

async function readZip(bytes: Buffer): Promise<{ files: string[]; read: (name: string) => Promise<string> }> {
  const zip = await JSZip.loadAsync(bytes);
  return {
    files: Object.keys(zip.files),
    read: async (name) => (await zip.file(name)?.async('string')) ?? '',
  };
}

describe.each([
  ['a fixture', fixture],
  ['the site content', resumeFromContent],
])('writeResumeDocx from %s', (_label, resume) => {
  it('reads back with every detail, in order', async () => {
    const { value } = await mammoth.extractRawText({ buffer: await writeResumeDocx(resume) });
    expectInOrder(value, listExpectedText(resume));
    expectInOrder(value, [resumeHeadings.summary, resumeHeadings.experience, resumeHeadings.skills]);
  });

  it('is ATS-safe: one column, no tables, drawings, text boxes, headers or typed bullets', async () => {
    const zip = await readZip(await writeResumeDocx(resume));
    const xml = await zip.read('word/document.xml');
    for (const forbidden of [
      '<w:tbl',
      '<w:drawing',
      '<w:txbxContent',
      '<w:pict',
      '<w:headerReference',
      '<w:footerReference',
      '<w:cols w:num="2"',
      '•',
    ]) {
      expect(xml).not.toContain(forbidden);
    }
    expect(zip.files.filter((name) => /word\/(header|footer)\d*\.xml$/.test(name))).toEqual([]);
    expect(await zip.read('word/_rels/document.xml.rels')).not.toMatch(/relationships\/(header|footer)"/);
    const bulletCount =
      resume.experience.flatMap((role) => role.bullets).length +
      resume.certifications.length +
      resume.achievements.length;
    expect(xml.match(/<w:numPr>/g)?.length).toBe(bulletCount);
    for (const detail of [resume.email, resume.phone, resume.location]) expect(xml).toContain(detail);
    expect(await zip.read('word/numbering.xml')).toContain('w:val="bullet"');
    const margins = /<w:pgMar[^>]*w:left="(\d+)"/.exec(xml)?.[1];
    expect(Number(margins)).toBeGreaterThanOrEqual(1080);
    expect(Number(margins)).toBeLessThanOrEqual(1440);
    const core = await zip.read('docProps/core.xml');
    expect(core).toContain(`<dc:creator>${resume.name}</dc:creator>`);
    expect(core).toContain('<dc:title>');
  });
});

describe('writeResumeDocx sections', () => {
  it('uses the standard headings and skips empty sections', async () => {
    const full = (await mammoth.extractRawText({ buffer: await writeResumeDocx(fixture) })).value;
    expectInOrder(full, Object.values(resumeHeadings));
    expect(full).toContain('GPA: 3.9');
    const sparse = { ...fixture, education: [], certifications: [], achievements: [] };
    const text = (await mammoth.extractRawText({ buffer: await writeResumeDocx(sparse) })).value;
    for (const heading of [
      resumeHeadings.education,
      resumeHeadings.certifications,
      resumeHeadings.achievements,
    ]) {
      expect(text).not.toContain(heading);
    }
  });
});

describe('resumeFileName', () => {
  it.each<[string, string | undefined, string | undefined, string]>([
    ['Alex Morgan', undefined, undefined, 'Alex-Morgan-Resume.docx'],
    ['Alex Morgan', 'Acme', 'Director of IT', 'Alex-Morgan-Acme-Director-of-IT.docx'],
    ['José Núñez', 'Café/Bar "Co"', undefined, 'Jose-Nunez-Cafe-Bar-Co-Resume.docx'],
  ])('%s, %s, %s → %s', (name, company, position, expected) => {
    expect(resumeFileName(name, company, position)).toBe(expected);
  });
});

describe('buildResumeFromContent', () => {
  it('produces a valid parsed resume', () => {
    expect(parsedResumeSchema.parse(resumeFromContent)).toEqual(resumeFromContent);
  });

  it.each([
    ['May 2024 - Present', 'May 2024', 'Present'],
    ['March 2013 – January 2017', 'March 2013', 'January 2017'],
    ['2015', '2015', ''],
  ])('splits the period %s', (period, startDate, endDate) => {
    expect(splitPeriod(period)).toEqual({ startDate, endDate });
  });

  it('takes every employer, title, location and date from the roles, bullets achievements first', () => {
    const { roles } = siteContent;
    expect(resumeFromContent.experience).toHaveLength(roles.length);
    resumeFromContent.experience.forEach((entry, index) => {
      const role = roles[index];
      expect(role).toBeDefined();
      if (!role) return;
      expect(entry).toMatchObject({ title: role.title, company: role.company, location: role.location });
      expect(`${entry.startDate} - ${entry.endDate}`).toBe(role.period);
      expect(entry.bullets.slice(0, role.details.achievements.length)).toEqual(role.details.achievements);
      for (const bullet of entry.bullets) {
        expect([...role.details.achievements, ...role.details.responsibilities]).toContain(bullet);
      }
    });
  });

  it('removes duplicate bullets', () => {
    const [role] = siteContent.roles;
    if (!role) throw new Error('no roles');
    const repeated = {
      ...role,
      details: { ...role.details, responsibilities: [...role.details.achievements] },
    };
    const resume = buildResumeFromContent({ ...siteContent, roles: [repeated] });
    expect(resume.experience[0]?.bullets).toEqual(role.details.achievements);
  });

  it('puts the degree in education and the credentials in certifications', () => {
    expect(resumeFromContent.education).toHaveLength(1);
    expect(resumeFromContent.education[0]).toMatchObject({ degree: 'MBA' });
    expect(resumeFromContent.education[0]?.graduationDate).toMatch(/January 2027/);
    expect(resumeFromContent.certifications).toHaveLength(2);
    expect(resumeFromContent.certifications.join(' ')).toMatch(/CISSP.*CMNO/);
    expect(resumeFromContent.certifications.join(' ')).not.toMatch(/MBA/);
    expect(parseEducation('MBA - Example University, San Diego (Expected May 2027)')).toEqual({
      degree: 'MBA',
      school: 'Example University',
      location: 'San Diego',
      graduationDate: 'Expected May 2027',
    });
  });

  it('adds nothing the content does not say', () => {
    const { contact, profile, projects, skillCategories } = siteContent;
    expect(resumeFromContent).toMatchObject({
      email: contact.email,
      phone: contact.phone,
      linkedin: contact.linkedinUrl,
    });
    const otherSkills = skillCategories.slice(0, 2).flatMap((category) => category.skills);
    expect(resumeFromContent.skills).toEqual(otherSkills);
    const outcomes = projects.flatMap((project) => project.details.outcomes);
    expect(resumeFromContent.achievements.length).toBeGreaterThanOrEqual(5);
    expect(resumeFromContent.achievements.length).toBeLessThanOrEqual(6);
    for (const achievement of resumeFromContent.achievements) expect(outcomes).toContain(achievement);
    const profileText = [profile.headline, profile.pitch, ...profile.summary].join(' ');
    const sentences = resumeFromContent.summary.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    for (const sentence of sentences) expect(profileText).toContain(sentence);
  });
});
