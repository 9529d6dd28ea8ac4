import PDFDocument from 'pdfkit';
import type { ParsedResume } from '../../shared/resume/parsed-resume';
import { layoutResume, type ResumeBlock } from './resume-blocks';

/*
 * The PDF twin of the Word file, laid out from the same blocks: one column of real text in the
 * standard Helvetica (nothing embedded, so every reader and ATS extracts it), US Letter with the
 * Word file's margins and sizes, bullets as text characters so a parser sees them.
 */

const INCH = 72;
const MARGIN = 0.75 * INCH;
const BODY = 11;
const HEADING = 12;
const NAME = 16;
const BULLET_INDENT = 14;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

export async function writeResumePdf(resume: ParsedResume): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${resume.name} - Resume`, Author: resume.name, Subject: `Resume of ${resume.name}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const blocks = layoutResume(resume);
  for (const [index, block] of blocks.entries()) writeBlock(pdf, block, blocks[index + 1]);
  pdf.end();
  return done;
}

function writeBlock(pdf: PDFKit.PDFDocument, block: ResumeBlock, next: ResumeBlock | undefined): void {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const text = printable(block.text);
  switch (block.kind) {
    case 'name':
      pdf.font(BOLD).fontSize(NAME);
      writeWrapped(pdf, text, left, width, 'center');
      pdf.moveDown(0.15);
      return;
    case 'contact':
      pdf.font(REGULAR).fontSize(BODY);
      writeItems(pdf, block.parts, ' | ', 'center');
      return;
    case 'inline-list':
      pdf.font(REGULAR).fontSize(BODY);
      writeItems(pdf, block.items, ', ', 'left');
      pdf.moveDown(0.2);
      return;
    case 'heading': {
      // A heading is never the last line of a page.
      keepWithNext(pdf, 4);
      pdf.moveDown(0.8);
      pdf.font(BOLD).fontSize(HEADING);
      writeWrapped(pdf, text, left, width);
      const rule = pdf.y + 1;
      pdf
        .moveTo(left, rule)
        .lineTo(left + width, rule)
        .lineWidth(0.5)
        .strokeColor('#808080')
        .stroke();
      pdf.moveDown(0.35);
      return;
    }
    case 'entry-title':
      keepWithNext(pdf, next?.kind === 'entry-meta' ? 3 : 2);
      pdf.moveDown(0.3);
      pdf.font(BOLD).fontSize(BODY);
      writeWrapped(pdf, text, left, width);
      return;
    case 'entry-meta':
      pdf.font(REGULAR).fontSize(BODY);
      writeWrapped(pdf, text, left, width);
      pdf.moveDown(0.1);
      return;
    case 'bullet': {
      pdf.font(REGULAR).fontSize(BODY);
      // A bullet is never split over two pages: its second half would read as a bullet of its own.
      const lines = wrapAtSpaces(pdf, text, width - BULLET_INDENT);
      keepTogether(pdf, lines.length * pdf.currentLineHeight(true));
      const top = pdf.y;
      pdf.text('\u2022', left + 2, top, { width: BULLET_INDENT, lineBreak: false });
      pdf.y = top;
      writeLines(pdf, lines, left + BULLET_INDENT, width - BULLET_INDENT, 'left');
      pdf.moveDown(0.1);
      return;
    }
    case 'paragraph':
      pdf.font(REGULAR).fontSize(BODY);
      writeWrapped(pdf, text, left, width);
      pdf.moveDown(0.2);
      return;
  }
}

/**
 * Items on as few lines as fit, each line broken between items and never inside one, so a reader
 * that takes a line break for the end of an item (an ATS, our own parser) still reads each whole.
 */
function writeItems(pdf: PDFKit.PDFDocument, items: string[], separator: string, align: Align) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const lines: string[] = [];
  for (const item of items.map(printable)) {
    const last = lines.at(-1);
    if (last !== undefined && pdf.widthOfString(`${last}${separator}${item}`) <= width) {
      lines[lines.length - 1] = `${last}${separator}${item}`;
    } else {
      if (last !== undefined) lines[lines.length - 1] = `${last}${separator.trimEnd()}`;
      lines.push(item);
    }
  }
  writeLines(pdf, lines, left, width, align);
}

type Align = 'left' | 'center';

/**
 * Text broken into lines at spaces only, never after a hyphen as PDF layout would ("12-" /
 * "month"): a reader joins wrapped lines with a space, so it then reads back what was written.
 */
function wrapAtSpaces(pdf: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && pdf.widthOfString(`${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function writeWrapped(
  pdf: PDFKit.PDFDocument,
  text: string,
  left: number,
  width: number,
  align: Align = 'left',
) {
  writeLines(pdf, wrapAtSpaces(pdf, text, width), left, width, align);
}

/** One line each; only a single word wider than the column is left to the layout to break. */
function writeLines(pdf: PDFKit.PDFDocument, lines: string[], left: number, width: number, align: Align) {
  for (const line of lines) {
    pdf.text(line, left, pdf.y, { width, align, lineBreak: pdf.widthOfString(line) > width });
  }
}

/** Starts a new page unless `lines` more lines of body text fit on this one. */
function keepWithNext(pdf: PDFKit.PDFDocument, lines: number): void {
  keepTogether(pdf, lines * pdf.currentLineHeight(true));
}

function keepTogether(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

/**
 * Helvetica covers Windows-1252; any other letter is written without its accent (é stays, ł → l),
 * and what still has no glyph becomes "?" rather than a missing character a parser would skip.
 */
function printable(text: string): string {
  return [...text]
    .map((char) => {
      if (WIN_ANSI.test(char)) return char;
      const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return WIN_ANSI.test(bare) && bare ? bare : (FALLBACK[char] ?? '?');
    })
    .join('');
}

const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;
const FALLBACK: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  '\u2010': '-',
  '\u2011': '-',
};
