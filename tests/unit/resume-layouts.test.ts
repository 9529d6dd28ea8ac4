import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { roleRows } from '../helpers/role-rows';

/**
 * Hand-made resumes in layouts real CVs use (tests/fixtures/resume-layouts), read as the text
 * file and as a Word file with the same lines (capitals and headings in bold, "- " lines as list
 * items), so each layout is checked in both readers.
 */
const DIR = path.join(import.meta.dirname, '../fixtures/resume-layouts');

async function asDocx(text: string): Promise<Buffer> {
  const paragraphs = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const bullet = /^- /.test(line);
      const body = bullet ? line.slice(2) : line;
      const bold = !bullet && (body === body.toUpperCase() || /:$/.test(body));
      return new Paragraph({
        ...(bullet ? { bullet: { level: 0 } } : {}),
        children: [new TextRun({ text: body, bold })],
      });
    });
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

async function readBoth(file: string): Promise<Array<[string, ParsedResume]>> {
  const text = readFileSync(path.join(DIR, file), 'utf8');
  const fromText = await parseResumeFile(Buffer.from(text), 'txt');
  const fromWord = await parseResumeFile(await asDocx(text), 'docx');
  return [
    ['txt', fromText.resume],
    ['docx', fromWord.resume],
  ];
}

const roles = roleRows;

describe('hand-made resumes in hard layouts', () => {
  it('credentials after a capitalised name, letter-spaced headings, inline roles with MM/YYYY', async () => {
    for (const [kind, resume] of await readBoth('credentials-inline.txt')) {
      expect(resume.name, kind).toBe('Jonathan L. Perez');
      expect(resume.location, kind).toBe('Baltimore, MD');
      expect(roles(resume), kind).toEqual([
        ['Full Stack Java Developer', 'ABC Company, Inc.', 'June 2018', 'Present', 2],
        ['Systems Engineer', 'Northwind Traders', '03/2015', '05/2018', 1],
      ]);
      expect(resume.experience[0]?.location, kind).toBe('Anywhere, USA');
      expect(resume.education[0], kind).toMatchObject({
        school: 'Towson University',
        graduationDate: '2014',
      });
      expect(resume.certifications, kind).toEqual(['CISSP', 'CISM']);
    }
  });

  it('a name on two lines, roles stacked in every order, several roles under one employer, YYYY.MM and seasons', async () => {
    for (const [kind, resume] of await readBoth('stacked-orders.txt')) {
      expect(resume.name, kind).toBe('Maria Gonzalez');
      expect(roles(resume), kind).toEqual([
        ['Head of Infrastructure', 'Contoso Ltd', '2025.02', 'Pres.', 1],
        ['Senior Systems Engineer', 'Contoso Ltd', '2021.06', '2025.01', 1],
        ['Systems Engineer', 'Contoso Ltd', '2019.01', '2021.05', 1],
        ['IT Intern', 'Fabrikam', 'Summer 2018', 'Fall 2018', 1],
      ]);
      expect(resume.volunteer, kind).toEqual([
        {
          position: 'Mentor',
          organization: 'Code Club',
          location: 'Seattle, WA',
          startDate: '2019',
          endDate: 'Present',
          bullets: ['Teaches Python to teenagers on Saturdays'],
        },
      ]);
      expect(resume.languages, kind).toEqual([
        { language: 'English', fluency: 'Native' },
        { language: 'Spanish', fluency: 'Professional' },
      ]);
    }
  });

  it('"Key Achievements:" stays in its role, capitalised title and employer lines are not headings, clearance kept', async () => {
    for (const [kind, resume] of await readBoth('key-achievements.txt')) {
      expect(resume.name, kind).toBe('Sam Taylor');
      expect(roles(resume), kind).toEqual([
        ['IT Director', 'Acme Health', 'Jan 2020', 'Current', 2],
        ['IT MANAGER', 'ACME HEALTH', 'Mar 2016', 'Dec 2019', 1],
      ]);
      expect(resume.clearance, kind).toBe('Active Secret clearance');
      expect(resume.achievements, kind).toEqual(['Led the merger of two hospital networks']);
    }
  });

  it('a text file with each page on one very long line is broken back into lines', async () => {
    const lines = readFileSync(path.join(DIR, 'key-achievements.txt'), 'utf8').split('\n');
    const runOn = lines
      .filter((line) => line.trim())
      .map((line) => line.replace(/^- /, '• '))
      .join(' ');
    const { resume } = await parseResumeFile(Buffer.from(runOn), 'txt');
    expect(resume.name).toBe('Sam Taylor');
    expect(resume.email).toBe('sam.taylor@example.com');
    expect(roles(resume).map(([, , start, end, bullets]) => [start, end, bullets])).toEqual([
      ['Jan 2020', 'Current', 2],
      ['Mar 2016', 'Dec 2019', 1],
    ]);
    expect(resume.experience[0]).toMatchObject({ title: 'IT Director', company: 'Acme Health' });
    expect(resume.clearance).toBe('Active Secret clearance');
  });

  it('a Word file laid out as a two-cell table (contact sidebar beside the experience) is read cell by cell', async () => {
    const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const bullet = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });
    const sidebar = ['dana@example.com', '(303) 555-0100', 'Denver, CO'].map((text) => line(text));
    const main = [
      line('EXPERIENCE', true),
      line('IT Operations Manager', true),
      line('Globex | Denver, CO | 04/2019 - Present'),
      bullet('Ran a service desk of ten analysts'),
      line('Systems Administrator', true),
      line('Initech | Austin, TX | 06/2015 - 03/2019'),
      bullet('Managed 150 Windows servers'),
    ];
    const table = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          children: [
            new TableCell({
              children: [line('CONTACT', true), ...sidebar, line('SKILLS', true), line('Okta, Intune')],
            }),
            new TableCell({ children: main }),
          ],
        }),
      ],
    });
    const bytes = await Packer.toBuffer(
      new Document({ sections: [{ children: [line('Dana Whitfield', true), table] }] }),
    );
    const { resume, report } = await parseResumeFile(bytes, 'docx');
    expect(report.traits.hasTables).toBe(true);
    expect(resume).toMatchObject({
      name: 'Dana Whitfield',
      location: 'Denver, CO',
      skills: ['Okta', 'Intune'],
    });
    expect(roles(resume)).toEqual([
      ['IT Operations Manager', 'Globex', '04/2019', 'Present', 1],
      ['Systems Administrator', 'Initech', '06/2015', '03/2019', 1],
    ]);
  });
});
