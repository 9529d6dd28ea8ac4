import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ParsedResume } from '../../shared/resume/parsed-resume';
import { bulletList, INCH, letterPage } from './docx-page';
import { layoutResume, type ResumeBlock, resumeHeadings } from './resume-blocks';

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
const MARGIN = 0.75 * INCH;

export { resumeHeadings };

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
    numbering: { config: [bulletList(BULLETS)] },
    sections: [
      {
        properties: letterPage(MARGIN),
        children: layoutResume(resume).map(writeBlock),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Each block of the shared layout as a Word paragraph. */
function writeBlock(block: ResumeBlock): Paragraph {
  switch (block.kind) {
    case 'name':
      return new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 40 },
        children: [new TextRun({ text: block.text, bold: true, size: NAME_SIZE })],
      });
    case 'contact':
      return new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(block.text)] });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] });
    case 'entry-title':
      return new Paragraph({
        keepNext: true,
        spacing: { before: 120 },
        children: [new TextRun({ text: block.text, bold: true })],
      });
    case 'entry-meta':
      return new Paragraph({ keepNext: true, children: [new TextRun(block.text)] });
    case 'bullet':
      return new Paragraph({
        numbering: { reference: BULLETS, level: 0 },
        children: [new TextRun(block.text)],
      });
    case 'paragraph':
    case 'inline-list':
      return new Paragraph(block.text);
  }
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
