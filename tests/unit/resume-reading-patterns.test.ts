import { Document, Footer, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { createLine, plainTraits, type SourceLine } from '../../src/server/resume/parse/source-lines';
import { buildResumeFromLines } from '../../src/server/resume/parse/text-to-resume';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

/**
 * The ways real resumes defeated the reader (issue 26, patterns 1–10), each written here as an
 * invented resume: the names, employers and wording are made up for these tests.
 */
const readText = async (lines: string[]) =>
  (await parseResumeFile(Buffer.from(lines.join('\n')), 'txt')).resume;

const roles = (resume: ParsedResume) =>
  resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);

const contact = ['Tamsin Okafor', 'tamsin.okafor@example.com | (503) 555-0142 | Portland, OR', ''];

describe('patterns real resumes use', () => {
  it('1: headings in a font that extracts as no text: roles are still found by their dates', () => {
    // What a PDF gives when its section headings are drawn as shapes: no heading line at all.
    const lines: SourceLine[] = [
      createLine('Tamsin Okafor', { isEmphasized: true, sizeRatio: 2 }),
      createLine('tamsin.okafor@example.com | (503) 555-0142'),
      createLine('Operations lead who keeps warehouses and their systems running through peak season.'),
      createLine('Warehouse Systems Lead | Bramblecourt Logistics | 2019 - Present'),
      createLine('Cut pick errors by a third with handheld scanners', { isBullet: true }),
      createLine('Inventory Analyst | Fernhill Supply | 2015 - 2019'),
      createLine('Built the weekly stock report the buyers still use', { isBullet: true }),
    ];
    const { resume, report } = buildResumeFromLines({ lines, traits: plainTraits('pdf'), warnings: [] });
    expect(roles(resume)).toEqual([
      ['Warehouse Systems Lead', 'Bramblecourt Logistics', '2019', 'Present'],
      ['Inventory Analyst', 'Fernhill Supply', '2015', '2019'],
    ]);
    expect(resume.summary).not.toMatch(/Bramblecourt/);
    expect(report.doubts.map((doubt) => doubt.kind)).toContain('no-sections');
  });

  it('2: jobs told as sentences, and a rule of dashes under a heading', async () => {
    const resume = await readText([
      ...contact,
      'Work History',
      '------------',
      'Spent six years as a Network Engineer at Copperline Telecom from 2009 to 2015.',
      '',
      'Worked as Support Technician at Alder Street Clinic from 2006 to 2009.',
    ]);
    expect(roles(resume)).toEqual([
      ['Network Engineer', 'Copperline Telecom', '2009', '2015'],
      ['Support Technician', 'Alder Street Clinic', '2006', '2009'],
    ]);
    expect(resume.experience.flatMap((role) => role.bullets).join(' ')).not.toMatch(/---/);
  });

  it('3: a role told in prose, the employer\'s city on the right, a title dated "Mon \'YY – present"', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Quillfeather Books                                   Eugene, OR',
      "Store Manager, Mar '19 – present",
      'Runs a shop of nine people and its online orders. Rebuilt the stock system and halved',
      'the time a special order takes to arrive.',
    ]);
    expect(resume.experience[0]).toMatchObject({
      title: 'Store Manager',
      company: 'Quillfeather Books',
      location: 'Eugene, OR',
      startDate: 'Mar 2019',
      endDate: 'Present',
    });
    expect(resume.experience[0]?.bullets).toHaveLength(1);
  });

  it('4: "Company … dates" on one line, the title below and the city below that', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Marrowgate Dental Group        June 2017 – Present',
      'Office Coordinator',
      'Salem, OR',
      '- Booked 60 patients a day across three chairs',
      'Pinecrest Veterinary Hospital        May 2014 – May 2017',
      'Receptionist',
      'Albany, OR',
      '- Answered the phones for four vets',
    ]);
    expect(roles(resume)).toEqual([
      ['Office Coordinator', 'Marrowgate Dental Group', 'June 2017', 'Present'],
      ['Receptionist', 'Pinecrest Veterinary Hospital', 'May 2014', 'May 2017'],
    ]);
  });

  it('5: a two-column CV with a left sidebar: each column keeps its sections; a stray line at the top is not the name', () => {
    const left = (text: string, hints: Partial<SourceLine> = {}) => ({
      ...createLine(text, hints),
      column: 'left' as const,
    });
    const right = (text: string, hints: Partial<SourceLine> = {}) => ({
      ...createLine(text, hints),
      column: 'right' as const,
    });
    const lines: SourceLine[] = [
      createLine('Compiled 2024-05-02 with xelatex'),
      createLine('Ilse Varga', { isEmphasized: true, sizeRatio: 2.2 }),
      left('SKILLS', { isEmphasized: true, sizeRatio: 1.3 }),
      left('Rust, Go, Terraform'),
      right('EXPERIENCE', { isEmphasized: true, sizeRatio: 1.3 }),
      right('Platform Engineer', { isEmphasized: true }),
      right('Holloway Freight | Mar 2020 – Present'),
      right('Moved 40 services onto one deploy pipeline', { isBullet: true }),
      left('LANGUAGES', { isEmphasized: true, sizeRatio: 1.3 }),
      left('Hungarian, English'),
      right('Site Reliability Engineer', { isEmphasized: true }),
      right('Kestrel Maps | Jan 2017 – Feb 2020'),
      right('Wrote the on-call guide', { isBullet: true }),
    ];
    const { resume } = buildResumeFromLines({ lines, traits: plainTraits('pdf'), warnings: [] });
    expect(resume.name).toBe('Ilse Varga');
    expect(roles(resume)).toEqual([
      ['Platform Engineer', 'Holloway Freight', 'Mar 2020', 'Present'],
      ['Site Reliability Engineer', 'Kestrel Maps', 'Jan 2017', 'Feb 2020'],
    ]);
    expect(resume.skills).toEqual(['Rust', 'Go', 'Terraform']);
  });

  it('6: icon glyphs that extract as private-use or replacement characters do not hide the city', async () => {
    const resume = await readText([
      'Tamsin Okafor',
      '\uE0B0 tamsin.okafor@example.com \uFFFD (503) 555-0142 \uE0C8 Portland, OR',
      '',
      'EXPERIENCE',
      'Dispatcher | Birchway Transit | 2018 - 2023',
    ]);
    expect(resume).toMatchObject({ email: 'tamsin.okafor@example.com', location: 'Portland, OR' });
  });

  it('7: dates first with no title ("2018-   Company ---- City"), then a description; the open end is kept', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      '2018-      Tallowmere Studios ---- Bend, OR',
      'Animated short films for a small studio and taught the interns.',
      '',
      '2014-2018  Greyling Games ---- Boise, ID',
      'Drew characters for two mobile games.',
    ]);
    expect(roles(resume)).toEqual([
      ['', 'Tallowmere Studios', '2018', 'Present'],
      ['', 'Greyling Games', '2014', '2018'],
    ]);
    expect(resume.experience[0]?.location).toBe('Bend, OR');
  });

  it('8: a title wrapped onto a second line, and "Employer : address : role" lines', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Senior Network',
      'Administrator',
      'Wrenfield College',
      '2016 - 2022',
      '- Ran the campus network',
      'Harrow & Pike Ltd : 14 Kiln Lane, Leeds : Buyer',
      '2012 - 2016',
      '- Bought stock for four shops',
    ]);
    expect(roles(resume)).toEqual([
      ['Senior Network Administrator', 'Wrenfield College', '2016', '2022'],
      ['Buyer', 'Harrow & Pike Ltd', '2012', '2016'],
    ]);
  });

  it('9: "Certifications, Skills & Interests" made of "Label: a, b, c" lines goes where each label says', async () => {
    const resume = await readText([
      ...contact,
      'CERTIFICATIONS, SKILLS & INTERESTS',
      'Certifications: CompTIA Security+, Certified Kubernetes Administrator',
      'Technical: Python, Ansible, Grafana',
      'Interests: bouldering, sourdough, chess',
    ]);
    expect(resume.certifications).toEqual(['CompTIA Security+', 'Certified Kubernetes Administrator']);
    expect(resume.skills).toEqual(['Python', 'Ansible', 'Grafana']);
    expect(resume.interests).toEqual([
      { name: 'bouldering', keywords: [] },
      { name: 'sourdough', keywords: [] },
      { name: 'chess', keywords: [] },
    ]);
    expect(resume.certifications.join(' ')).not.toMatch(/Technical|Interests/);
  });

  it('10: credentials after the name, volunteering and research, several titles under one employer, a cover letter after the resume', async () => {
    const resume = await readText([
      'Priya Natarajan, MS, CISSP',
      'priya.natarajan@example.com | (617) 555-0123 | Boston, MA',
      '',
      'EXPERIENCE',
      'Larchmont Health Systems',
      'Security Manager | 2021 - Present',
      '- Runs the security programme for eleven clinics',
      'Security Analyst | 2018 - 2021',
      '- Triaged alerts for the whole network',
      'RESEARCH EXPERIENCE',
      'Research Assistant | Eastbrook University | 2016 - 2018',
      '- Measured phishing click rates in a campus study',
      'VOLUNTEER EXPERIENCE',
      'Mentor | Code Harbor | 2019 - Present',
      '- Teaches network basics to teenagers',
      '',
      'Priya Natarajan',
      'priya.natarajan@example.com',
      'Dear Hiring Manager,',
      'I am writing to apply for the Director of Security role.',
    ]);
    expect(resume.name).toBe('Priya Natarajan');
    expect(roles(resume)).toEqual([
      ['Security Manager', 'Larchmont Health Systems', '2021', 'Present'],
      ['Security Analyst', 'Larchmont Health Systems', '2018', '2021'],
      ['Research Assistant', 'Eastbrook University', '2016', '2018'],
    ]);
    expect(resume.volunteer).toEqual([
      expect.objectContaining({ position: 'Mentor', organization: 'Code Harbor', startDate: '2019' }),
    ]);
    expect(JSON.stringify(resume)).not.toMatch(/Dear Hiring Manager|writing to apply/);
  });

  it('10: contact details only in the Word page footer are still read', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            footers: {
              default: new Footer({
                children: [new Paragraph('Ines Carvalho | ines.carvalho@example.com | +1 (212) 555-0177')],
              }),
            },
            children: [
              new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
              new Paragraph('Payroll Specialist | Kettering Mills | 2015 - 2024'),
              new Paragraph({ text: 'Paid 800 staff every fortnight', bullet: { level: 0 } }),
            ],
          },
        ],
      }),
    );
    const { resume, report } = await parseResumeFile(docx, 'docx');
    expect(resume).toMatchObject({ email: 'ines.carvalho@example.com', phone: '+1 (212) 555-0177' });
    expect(report.traits.hasContactInHeader).toBe(true);
  });
});
