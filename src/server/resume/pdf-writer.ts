import PDFDocument from 'pdfkit';
import type { BlockStyle, ResumeStyle } from '../../shared/resume/layout/resume-style';
import { type FontFamily, type FontWeight, loadPdfFamily } from './pdf-fonts';
import { splitRuns } from './pdf-runs';

/**
 * Lays out and draws lines of real text on PDF pages from a layout description: every line
 * placed by this code (wrapped at spaces only, never inside a word a reader would join back
 * wrongly), paragraphs kept whole and headings kept with what follows, as Word does with the
 * same description. Used for the resume and the cover letter.
 */
export type PdfInfo = { title: string; author: string; subject: string; keywords?: string };

export type Paragraph = {
  style: BlockStyle;
  /** Lines already decided by the caller (items never broken inside), else wrapped here. */
  text: string;
  items?: { parts: string[]; separator: string };
  indent?: number;
  bullet?: boolean;
  rule?: ResumeStyle['headingRule'];
};

type WrappedLine = { words: string[]; widths: number[]; width: number };
const STARTS_JOINED = /^[a-z(]/;

export class PdfPages {
  readonly pdf: PDFKit.PDFDocument;
  private y: number;
  private pages = 1;
  private readonly top: number;
  private readonly bottom: number;
  private readonly left: number;
  private readonly width: number;

  private constructor(
    private readonly style: ResumeStyle,
    private readonly family: FontFamily,
    info: PdfInfo,
  ) {
    const { margin, width, height } = style.page;
    this.pdf = new PDFDocument({
      size: [width, height],
      margins: { top: margin, bottom: margin, left: margin, right: margin },
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        ...(info.keywords ? { Keywords: info.keywords } : {}),
        Creator: 'Resume Builder',
      },
      lang: 'en-US',
      displayTitle: true,
      pdfVersion: '1.7',
    });
    for (const face of [...family.regular, ...family.bold]) this.pdf.registerFont(face.name, face.source);
    this.top = margin;
    this.bottom = height - margin;
    this.left = margin;
    this.width = width - 2 * margin;
    this.y = this.top;
  }

  static async open(style: ResumeStyle, info: PdfInfo): Promise<PdfPages> {
    return new PdfPages(style, await loadPdfFamily(style.font.pdf), info);
  }

  get pageCount(): number {
    return this.pages;
  }

  /**
   * Lays out paragraphs in order; with `draw` false only counts the pages they take. The space
   * between two paragraphs is the larger of the one's space after and the other's space before,
   * as Word (as LibreOffice lays out a Word file) and the on-screen preview (CSS margins) do.
   */
  place(paragraphs: Paragraph[], draw = true): void {
    const laid = paragraphs.map((paragraph) => ({ paragraph, lines: this.wrap(paragraph) }));
    let pendingAfter = 0;
    laid.forEach((entry, index) => {
      const { paragraph, lines } = entry;
      const gap = Math.max(pendingAfter, paragraph.style.before);
      // A paragraph moves whole to the next page, with the paragraphs it is kept with.
      let chain = gap + this.heightOf(paragraph, lines.length);
      for (let next = index; ; next++) {
        const current = laid[next];
        const following = laid[next + 1];
        if (!current?.paragraph.style.keepWithNext || !following) break;
        chain +=
          Math.max(current.paragraph.style.after, following.paragraph.style.before) +
          this.heightOf(following.paragraph, following.lines.length);
      }
      const atTop = this.y === this.top;
      if (!atTop && this.y + chain > this.bottom && chain <= this.bottom - this.top) this.newPage(draw);
      else if (!atTop && this.y + gap + this.lineHeight(paragraph.style) > this.bottom) this.newPage(draw);
      // A page starts with text, not with the space that would have come before it.
      if (this.y !== this.top) this.y += gap;
      this.writeLines(paragraph, lines, draw);
      pendingAfter = paragraph.style.after;
    });
  }

  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.pdf.on('end', () => resolve(Buffer.concat(chunks)));
      this.pdf.on('error', reject);
    });
    this.pdf.end();
    return done;
  }

  private newPage(draw: boolean): void {
    if (draw) this.pdf.addPage();
    this.pages++;
    this.y = this.top;
  }

  private writeLines(paragraph: Paragraph, lines: string[], draw: boolean): void {
    const { style } = paragraph;
    const indent = paragraph.indent ?? 0;
    const lineHeight = this.lineHeight(style);
    lines.forEach((line, index) => {
      if (index > 0 && this.y + lineHeight > this.bottom) this.newPage(draw);
      if (draw) {
        if (paragraph.bullet && index === 0) this.drawText('\u2022', this.left, style);
        const width = this.measure(line, style);
        const x =
          style.align === 'center' ? this.left + Math.max(0, (this.width - width) / 2) : this.left + indent;
        this.drawText(line, x, style);
      }
      this.y += lineHeight;
    });
    const rule = paragraph.rule;
    if (rule) {
      this.y += rule.gap + rule.width / 2;
      if (draw) {
        this.pdf
          .moveTo(this.left, this.y)
          .lineTo(this.left + this.width, this.y)
          .lineWidth(rule.width)
          .strokeColor(`#${rule.color}`)
          .stroke();
      }
      this.y += rule.width / 2;
    }
  }

  private drawText(text: string, x: number, style: BlockStyle): void {
    let cursor = x;
    for (const run of splitRuns(text, this.faces(style))) {
      this.pdf.font(run.face).fontSize(style.size).fillColor(`#${style.color}`);
      this.pdf.text(run.text, cursor, this.y, { lineBreak: false });
      cursor += this.pdf.widthOfString(run.text);
    }
  }

  private faces(style: BlockStyle) {
    const weight: FontWeight = style.bold ? 'bold' : 'regular';
    return this.family[weight];
  }

  measure(text: string, style: BlockStyle): number {
    let width = 0;
    for (const run of splitRuns(text, this.faces(style))) {
      width += this.pdf.font(run.face).fontSize(style.size).widthOfString(run.text);
    }
    return width;
  }

  private lineHeight(style: BlockStyle): number {
    const face = this.faces(style)[0]?.name ?? '';
    return this.pdf.font(face).fontSize(style.size).currentLineHeight(true) * style.lineHeight;
  }

  private heightOf(paragraph: Paragraph, lineCount: number): number {
    const rule = paragraph.rule ? paragraph.rule.gap + paragraph.rule.width : 0;
    return lineCount * this.lineHeight(paragraph.style) + rule;
  }

  private wrap(paragraph: Paragraph): string[] {
    const width = this.width - (paragraph.indent ?? 0);
    if (paragraph.items) return this.wrapItems(paragraph.items, width, paragraph.style);
    return this.wrapWords(paragraph.text, width, paragraph.style);
  }

  /**
   * Text broken into lines at spaces only, never after a hyphen ("12-" / "month"): a reader joins
   * wrapped lines with a space, so it reads back what was written. A word wider than the line
   * is cut where it must be. Words are measured once each, as PDFKit's own wrapper does.
   */
  private wrapWords(text: string, width: number, style: BlockStyle): string[] {
    const space = this.measure(' ', style);
    const lines: WrappedLine[] = [];
    for (const word of text.split(' ').filter(Boolean)) {
      const wordWidth = this.measure(word, style);
      const last = lines.at(-1);
      if (last && last.width + space + wordWidth <= width) {
        last.words.push(word);
        last.widths.push(wordWidth);
        last.width += space + wordWidth;
      } else if (wordWidth <= width) {
        lines.push(
          last
            ? this.breakBefore(last, word, wordWidth, space, width)
            : { words: [word], widths: [wordWidth], width: wordWidth },
        );
      } else {
        for (const piece of this.cutWord(word, width, style))
          lines.push({ words: [piece], widths: [width], width });
      }
    }
    return lines.length > 0 ? lines.map((line) => line.words.join(' ')) : [''];
  }

  /**
   * The next line, starting with `word`. Readers (ATS, ours) join a wrapped line to the one above
   * for sure only when it starts in lower case; one starting with a capital or a figure
   * ("Kubernetes. Collaborated…", "30% faster") may read as a new item. So up to three words
   * move down with it when that lets the line start with a lower-case word.
   */
  private breakBefore(line: WrappedLine, word: string, wordWidth: number, space: number, width: number) {
    const next: WrappedLine = { words: [word], widths: [wordWidth], width: wordWidth };
    if (STARTS_JOINED.test(word)) return next;
    for (let take = 1; take <= 3 && take < line.words.length; take++) {
      const moved = line.words.slice(-take);
      if (!STARTS_JOINED.test(moved[0] ?? '')) continue;
      const movedWidths = line.widths.slice(-take);
      const total = movedWidths.reduce((sum, value) => sum + value + space, 0) + wordWidth;
      if (total > width) return next;
      line.words.splice(-take);
      line.widths.splice(-take);
      line.width = line.widths.reduce((sum, value) => sum + value, 0) + space * (line.widths.length - 1);
      return { words: [...moved, word], widths: [...movedWidths, wordWidth], width: total };
    }
    return next;
  }

  private cutWord(word: string, width: number, style: BlockStyle): string[] {
    const pieces: string[] = [''];
    for (const char of word) {
      const last = pieces.at(-1) ?? '';
      if (last && this.measure(last + char, style) > width) pieces.push(char);
      else pieces[pieces.length - 1] = last + char;
    }
    return pieces;
  }

  /**
   * Items on as few lines as fit, each line broken between items and never inside one, so a
   * reader that takes a line break for the end of an item (an ATS, our own parser) reads each whole.
   */
  private wrapItems(items: { parts: string[]; separator: string }, width: number, style: BlockStyle) {
    const separator = this.measure(items.separator, style);
    const lines: string[] = [];
    let lineWidth = 0;
    for (const item of items.parts) {
      const itemWidth = this.measure(item, style);
      const last = lines.at(-1);
      if (last !== undefined && lineWidth + separator + itemWidth <= width) {
        lines[lines.length - 1] = `${last}${items.separator}${item}`;
        lineWidth += separator + itemWidth;
      } else {
        if (last !== undefined) lines[lines.length - 1] = `${last}${items.separator.trimEnd()}`;
        const wrapped = this.wrapWords(item, width, style);
        lines.push(...wrapped);
        lineWidth = wrapped.length === 1 ? itemWidth : this.measure(wrapped.at(-1) ?? '', style);
      }
    }
    return lines;
  }
}
