import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import type { EducationEntry, ExperienceEntry, ParsedResume } from '../../shared/resume/parsed-resume';

/*
 * Written for applicant tracking systems: one column, everything in the body (many ATS drop
 * headers, footers, tables and text boxes), standard section names, real Word list bullets and a
 * common font, so a parser reads the text in order and recognises each section.
 */

const FONT = 'Calibri';
const BODY_SIZE = 22; // half-points: 11 pt
const HEADING_SIZE = 24;
const NAME_SIZE = 32;
const BULLETS = 'resume-bullets';
const INCH = 1440; // twips
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
const MARGIN = 0.75 * INCH;
const SEPARATOR = ' | ';

export const resumeHeadings = {
  summary: 'PROFESSIONAL SUMMARY',
  experience: 'PROFESSIONAL EXPERIENCE',
  education: 'EDUCATION',
  skills: 'TECHNICAL SKILLS',
  certifications: 'CERTIFICATIONS',
  achievements: 'KEY ACHIEVEMENTS',
} as const;

export async function writeResumeDocx(resume: ParsedResume): Promise<Buffer> {
  const document = new Document({
    title: `${resume.name} - Resume`,
    creator: resume.name,
    lastModifiedBy: resume.name,
    description: `Resume of ${resume.name}`,
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE }, paragraph: { spacing: { after: 60 } } },
        heading1: {
          run: { font: FONT, size: HEADING_SIZE, bold: true, color: '000000' },
          paragraph: {
            spacing: { before: 240, after: 100 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '808080', space: 1 } },
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\u2022',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: LETTER,
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
          },
        },
        children: [...writeContactBlock(resume), ...writeSections(resume)],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function writeContactBlock(resume: ParsedResume): Paragraph[] {
  const details = joinParts([resume.email, resume.phone, resume.location, resume.linkedin]);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 40 },
      children: [new TextRun({ text: resume.name, bold: true, size: NAME_SIZE })],
    }),
    ...(details
      ? [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(details)] })]
      : []),
  ];
}

function writeSections(resume: ParsedResume): Paragraph[] {
  return [
    ...writeSection(resumeHeadings.summary, resume.summary ? [new Paragraph(resume.summary)] : []),
    ...writeSection(resumeHeadings.experience, resume.experience.flatMap(writeExperience)),
    ...writeSection(resumeHeadings.education, resume.education.flatMap(writeEducation)),
    ...writeSection(
      resumeHeadings.skills,
      resume.skills.length > 0 ? [new Paragraph(resume.skills.join(', '))] : [],
    ),
    ...writeSection(resumeHeadings.certifications, resume.certifications.map(writeBullet)),
    ...writeSection(resumeHeadings.achievements, resume.achievements.map(writeBullet)),
  ];
}

function writeSection(heading: string, body: Paragraph[]): Paragraph[] {
  if (body.length === 0) return [];
  return [new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(heading)] }), ...body];
}

function writeExperience(entry: ExperienceEntry): Paragraph[] {
  const period = joinParts([entry.startDate, entry.endDate], ' - ');
  const meta = joinParts([entry.company, entry.location, period]);
  return [
    writeEntryTitle(entry.title),
    ...(meta ? [new Paragraph({ keepNext: true, children: [new TextRun(meta)] })] : []),
    ...entry.bullets.filter((bullet) => bullet.trim()).map(writeBullet),
  ];
}

function writeEducation(entry: EducationEntry): Paragraph[] {
  const meta = joinParts([entry.school, entry.location, entry.graduationDate]);
  return [
    writeEntryTitle(entry.degree),
    ...(meta ? [new Paragraph(meta)] : []),
    ...(entry.gpa ? [new Paragraph(`GPA: ${entry.gpa}`)] : []),
  ];
}

function writeEntryTitle(text: string): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: 120 },
    children: [new TextRun({ text, bold: true })],
  });
}

function writeBullet(text: string): Paragraph {
  return new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] });
}

function joinParts(parts: Array<string | undefined>, separator = SEPARATOR): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);
}

/** An ASCII file name: "Alex-Morgan-Resume.docx", or "Alex-Morgan-Acme-Director-of-IT.docx" when tailored. */
export function resumeFileName(name: string, company?: string, position?: string): string {
  const parts = [name, company, position].map((part) => toAsciiSlug(part ?? '')).filter(Boolean);
  if (!position || !toAsciiSlug(position)) parts.push('Resume');
  return `${parts.join('-').slice(0, 150).replace(/-+$/, '')}.docx`;
}

function toAsciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
