import {
  AlignmentType,
  Document,
  Header,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
} from 'docx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  detectResumeFile,
  parseResumeFile,
  UnreadableResumeFileError,
  UnsupportedResumeFileError,
} from '../../src/server/resume/parse/parse-file';
import { buildCompoundFile, buildWordStreams } from '../helpers/compound-file';
import { renderSampleText, sampleResume } from '../helpers/resume-samples';

const roleTriples = sampleResume.experience.map((role) => [
  role.title,
  role.company,
  role.startDate,
  role.endDate,
]);

/** A Word file laid out the way many templates are, not the way our writer does it. */
async function writeTemplateDocx(): Promise<Buffer> {
  const bullet = (text: string) =>
    new Paragraph({ numbering: { reference: 'dots', level: 0 }, children: [new TextRun(text)] });
  const heading = (text: string) =>
    new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text, bold: true, size: 26 })] });
  const document = new Document({
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }],
        },
      ],
    },
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph(`${sampleResume.email} • ${sampleResume.phone} • ${sampleResume.location}`),
            ],
          }),
        },
        children: [
          new Paragraph({ children: [new TextRun({ text: sampleResume.name, bold: true, size: 40 })] }),
          heading('Career Summary:'),
          new Paragraph(sampleResume.summary),
          heading('Employment History'),
          ...sampleResume.experience.flatMap((role) => [
            new Paragraph({
              children: [new TextRun({ text: `${role.company} — ${role.location}`, bold: true })],
            }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [
                new TextRun({ text: role.title, italics: true }),
                new TextRun(`\t${role.startDate} – ${role.endDate}`),
              ],
            }),
            ...role.bullets.map(bullet),
          ]),
          heading('Core Competencies'),
          new Table({
            rows: [
              new TableRow({
                children: sampleResume.skills
                  .slice(0, 2)
                  .map((skill) => new TableCell({ children: [new Paragraph(skill)] })),
              }),
              new TableRow({
                children: sampleResume.skills
                  .slice(2, 4)
                  .map((skill) => new TableCell({ children: [new Paragraph(skill)] })),
              }),
            ],
          }),
          heading('Licenses & Certifications'),
          ...sampleResume.certifications.map(bullet),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

describe('plain text resumes', () => {
  it('reads every section, typed bullets and a pipe-separated role line', async () => {
    const { resume, report } = await parseResumeFile(Buffer.from(renderSampleText()), 'txt');
    expect(resume).toEqual(sampleResume);
    expect(report.warnings).toEqual([]);
    expect(report.traits.headings.map((heading) => heading.section)).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
      'certifications',
      'achievements',
    ]);
  });

  it('reads awkward headings, employer-first roles, hand-wrapped bullets and a Windows UTF-16 file', async () => {
    const text = [
      'JORDAN RIVERA',
      'Austin, TX · jordan.rivera@example.com · +1 512 555 0187',
      '',
      'W O R K   E X P E R I E N C E',
      'Lakeshore Logistics, Austin, TX',
      'Director of IT Operations    03/2020 – Current',
      '- Led a team of 18 engineers across service desk, network and endpoint',
      '  management for three sites',
      '- Rolled out Okta single sign-on and MFA to 42 applications',
      'Pioneer Health Partners',
      'IT Manager, 2015 - 2020',
      '* Managed infrastructure for 12 clinics',
      '',
      'Tech Stack:',
      'Cloud: Azure, AWS; Identity: Okta, Active Directory',
    ].join('\r\n');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const { resume } = await parseResumeFile(bytes, 'txt');
    expect(resume).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '+1 512 555 0187',
      location: 'Austin, TX',
    });
    expect(
      resume.experience.map((role) => [
        role.title,
        role.company,
        role.location,
        role.startDate,
        role.endDate,
      ]),
    ).toEqual([
      ['Director of IT Operations', 'Lakeshore Logistics', 'Austin, TX', '03/2020', 'Current'],
      ['IT Manager', 'Pioneer Health Partners', '', '2015', '2020'],
    ]);
    expect(resume.experience[0]?.bullets[0]).toBe(
      'Led a team of 18 engineers across service desk, network and endpoint management for three sites',
    );
    expect(resume.skills).toEqual(['Azure', 'AWS', 'Okta', 'Active Directory']);
  });
});

describe('Word files not written by us', () => {
  it('reads bold headings, tab-aligned dates and list bullets, and flags the header contact details and the table', async () => {
    const { resume, report } = await parseResumeFile(await writeTemplateDocx(), 'docx');
    expect(resume).toMatchObject({
      name: sampleResume.name,
      email: sampleResume.email,
      phone: sampleResume.phone,
      summary: sampleResume.summary,
    });
    expect(resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual(
      roleTriples,
    );
    expect(resume.experience.map((role) => role.location)).toEqual(
      sampleResume.experience.map((role) => role.location),
    );
    expect(resume.experience.flatMap((role) => role.bullets)).toEqual(
      sampleResume.experience.flatMap((role) => role.bullets),
    );
    expect(resume.skills).toEqual(sampleResume.skills.slice(0, 4));
    expect(resume.certifications).toEqual(sampleResume.certifications);
    expect(report.traits).toMatchObject({ format: 'docx', hasTables: true, hasContactInHeader: true });
    expect(report.warnings.join(' ')).toMatch(/page header/);
    expect(report.warnings.join(' ')).toMatch(/Tables found/);
  });
});

describe('legacy .doc files', () => {
  const text = [
    'Jordan Rivera',
    'jordan.rivera@example.com | (512) 555-0187 | Austin, TX',
    'Experience',
    'Director of IT Operations | Lakeshore Logistics | March 2020 - Present',
    'Led a team of 18 engineers',
    'Skills',
    'ITIL, Okta',
  ].join('\r');

  it.each([
    ['UTF-16 text', false],
    ['single-byte text', true],
  ])('reads %s through the piece table', async (_label, compressed) => {
    const bytes = buildCompoundFile(buildWordStreams(text, compressed));
    expect(await detectResumeFile(bytes, 'old.doc')).toBe('doc');
    const { resume, report } = await parseResumeFile(bytes, 'doc');
    expect(resume).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      skills: ['ITIL', 'Okta'],
    });
    expect(resume.experience[0]).toMatchObject({
      title: 'Director of IT Operations',
      company: 'Lakeshore Logistics',
      startDate: 'March 2020',
      bullets: ['Led a team of 18 engineers'],
    });
    expect(report.warnings.join(' ')).toMatch(/\.docx upload reads more accurately/);
  });

  it('falls back to scanning the text when the piece table is missing, and refuses a compound file that is not Word', async () => {
    const streams = buildWordStreams(text);
    streams.WordDocument?.writeUInt32LE(0, 0x1a6);
    const { resume } = await parseResumeFile(buildCompoundFile(streams), 'doc');
    expect(resume.email).toBe('jordan.rivera@example.com');
    const notWord = buildCompoundFile({ Workbook: Buffer.alloc(5000, 1) });
    await expect(parseResumeFile(notWord, 'doc')).rejects.toThrow(UnreadableResumeFileError);
  });
});

describe('detectResumeFile', () => {
  it('trusts the bytes, not the name, and accepts only the four kinds', async () => {
    const docx = await writeTemplateDocx();
    expect(await detectResumeFile(docx, 'resume.pdf')).toBe('docx');
    expect(await detectResumeFile(Buffer.from('%PDF-1.7\n'), 'resume.txt')).toBe('pdf');
    expect(await detectResumeFile(Buffer.from('Plain résumé text'), 'resume.txt')).toBe('txt');
    const zip = await new JSZip().file('a.txt', 'x').generateAsync({ type: 'nodebuffer' });
    await expect(detectResumeFile(zip, 'resume.docx')).rejects.toThrow(UnsupportedResumeFileError);
    await expect(detectResumeFile(Buffer.from([0, 1, 2, 3, 0, 0, 9]), 'resume.txt')).rejects.toThrow(
      /not a document we can read/,
    );
    await expect(detectResumeFile(Buffer.from('text'), 'resume.rtf')).rejects.toThrow(
      /".rtf" files are not accepted/,
    );
  });

  it('refuses files with no text', async () => {
    await expect(parseResumeFile(Buffer.from('   \n  '), 'txt')).rejects.toThrow(/No text was found/);
  });
});
