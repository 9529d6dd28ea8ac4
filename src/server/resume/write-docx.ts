import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LineRuleType,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { layoutResume, type ResumeBlock, resumeHeadings } from '../../shared/resume/layout/resume-blocks';
import { defaultResumeDesign, type ResumeDesign } from '../../shared/resume/layout/resume-design';
import {
  type BlockStyle,
  type ResumeStyle,
  resolveResumeStyle,
} from '../../shared/resume/layout/resume-style';
import type { ParsedResume } from '../../shared/resume/parsed-resume';
import { documentTitle } from './document-info';
import { bulletList } from './docx-page';

/*
 * Written for applicant tracking systems: one column, everything in the body (many ATS drop
 * headers, footers, tables and text boxes), standard section names, real Word list bullets and a
 * font Word has, so a parser reads the text in order and recognises each section. Sizes, colours
 * and spaces come from the template's layout description, the same one the PDF follows.
 */

const BULLETS = 'resume-bullets';
/** Word measures in twentieths of a point (twips), type in half-points, borders in eighths. */
const TWIPS = 20;

export { resumeHeadings };

export async function writeResumeDocx(
  resume: ParsedResume,
  design: ResumeDesign = defaultResumeDesign,
): Promise<Buffer> {
  return writeBlocksDocx(layoutResume(resume), design, {
    title: documentTitle(resume.name),
    author: resume.name,
    subject: `Resume of ${resume.name}`,
  });
}

export type DocumentMeta = { title: string; author: string; subject: string };

/** Any document laid out as blocks (the resume, its cover letter), in a template's style. */
export async function writeBlocksDocx(
  blocks: ResumeBlock[],
  design: ResumeDesign,
  meta: DocumentMeta,
): Promise<Buffer> {
  const style = resolveResumeStyle(design);
  const document = new Document({
    title: meta.title,
    creator: meta.author,
    lastModifiedBy: meta.author,
    description: meta.subject,
    styles: {
      default: {
        document: {
          run: { font: style.font.word, size: halfPoints(style.blocks.paragraph.size) },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        // Section headings are real Heading 1 paragraphs (the outline an ATS and a screen reader
        // read), styled by the template rather than Word's blue default.
        heading1: {
          run: headingRun(style),
          paragraph: { ...paragraphOf(style.blocks.heading), ...headingBorder(style) },
        },
      },
    },
    numbering: { config: [bulletList(BULLETS, style.bulletIndent * TWIPS)] },
    sections: [{ properties: pageOf(style), children: blocks.map((block) => writeBlock(block, style)) }],
  });
  return Packer.toBuffer(document);
}

export function pageOf(style: ResumeStyle) {
  const margin = style.page.margin * TWIPS;
  return {
    page: {
      size: { width: style.page.width * TWIPS, height: style.page.height * TWIPS },
      margin: { top: margin, right: margin, bottom: margin, left: margin },
    },
  };
}

/** A paragraph's spacing, alignment and page-keeping from its block style. */
export function paragraphOf(block: BlockStyle) {
  return {
    alignment: block.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
    keepNext: block.keepWithNext,
    keepLines: true,
    spacing: {
      before: Math.round(block.before * TWIPS),
      after: Math.round(block.after * TWIPS),
      line: Math.round(240 * block.lineHeight),
      lineRule: LineRuleType.AUTO,
    },
  };
}

export function runOf(text: string, block: BlockStyle, font: string): TextRun {
  return new TextRun({ text, font, size: halfPoints(block.size), bold: block.bold, color: block.color });
}

/** Each block of the shared layout as a Word paragraph styled from the layout description. */
function writeBlock(block: ResumeBlock, style: ResumeStyle): Paragraph {
  const look = style.blocks[block.kind];
  const text = block.kind === 'contact' ? block.parts.join(style.contactSeparator) : block.text;
  const run = runOf(text, look, style.font.word);
  if (block.kind === 'heading') {
    return new Paragraph({
      heading: HeadingLevel.HEADING_1,
      ...paragraphOf(look),
      ...headingBorder(style),
      children: [run],
    });
  }
  if (block.kind === 'bullet') {
    return new Paragraph({
      ...paragraphOf(look),
      numbering: { reference: BULLETS, level: 0 },
      children: [run],
    });
  }
  return new Paragraph({ ...paragraphOf(look), children: [run] });
}

const halfPoints = (points: number) => Math.round(points * 2);

function headingRun(style: ResumeStyle) {
  const look = style.blocks.heading;
  return { font: style.font.word, size: halfPoints(look.size), bold: look.bold, color: look.color };
}

function headingBorder(style: ResumeStyle) {
  const rule = style.headingRule;
  if (!rule) return {};
  return {
    border: {
      bottom: {
        style: BorderStyle.SINGLE,
        size: Math.max(2, Math.round(rule.width * 8)),
        color: rule.color,
        space: Math.round(rule.gap),
      },
    },
  };
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
