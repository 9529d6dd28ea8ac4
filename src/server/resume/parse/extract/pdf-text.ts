import { getDocumentProxy } from 'unpdf';
import type { ExtractedText, SourceLine } from '../source-lines';
import { findGutter, orderRegions, type PositionedItem } from './pdf-columns';
import { plainIcons } from './pdf-icons';
import { buildLines, findBodyStyle } from './pdf-lines';

const MAX_PAGES = 20;
/**
 * A resume, even an academic CV, runs to tens of pages; a PDF with more is something else (or
 * built to make the reader hold thousands of pages), and is refused before any page is read.
 */
export const MAX_PDF_PAGES = 50;

/** The PDF has more pages than any resume: refused as too large (413), with the count. */
export class TooManyPagesError extends Error {}

type TextItemLike = { str: string; transform: number[]; width: number; height: number; fontName: string };

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/**
 * PDF text through pdf.js with positions kept: rows rebuilt from coordinates, columns found from
 * the gap between them and read one after the other, bullets and headings from indentation and
 * type size. (pdf.js's operator list, which would reveal images, fails on Node 20, so images and
 * drawn tables are not detected in PDFs.)
 */
export async function extractPdfText(bytes: Uint8Array): Promise<ExtractedText> {
  // pdf.js takes ownership of the buffer it is given.
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pageCount = document.numPages;
    if (pageCount > MAX_PDF_PAGES)
      throw new TooManyPagesError(
        `This PDF has ${pageCount.toLocaleString('en-US')} pages; a resume of at most ${MAX_PDF_PAGES} pages is read. Upload the resume on its own.`,
      );
    const pages: Array<{ items: PositionedItem[]; width: number }> = [];
    for (let number = 1; number <= Math.min(pageCount, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const [, , width = 612] = page.view;
      pages.push({
        items: content.items.flatMap((item) => (isTextItem(item) ? toPositioned(item) : [])),
        width,
      });
    }
    const plain = plainIcons(pages.map((page) => page.items));
    pages.forEach((page, index) => {
      page.items = plain[index] ?? page.items;
    });
    const body = findBodyStyle(pages.flatMap((page) => page.items));
    let hasColumns = false;
    const lines: SourceLine[] = [];
    const gutters = pages.map((page) => findGutter(page.items, page.width));
    const knownGutter = gutters.find((gutter) => gutter !== null) ?? null;
    for (const page of pages) {
      const regions = orderRegions(page.items, page.width, knownGutter);
      if (regions.length > 1) hasColumns = true;
      for (const region of regions) {
        lines.push(
          ...buildLines(region.items, body).map((line) =>
            region.column ? { ...line, column: region.column } : line,
          ),
        );
      }
    }
    const warnings =
      pageCount > MAX_PAGES ? [`Only the first ${MAX_PAGES} of ${pageCount} pages were read.`] : [];
    return {
      lines,
      warnings,
      traits: {
        format: 'pdf',
        pageCount,
        hasColumns,
        hasTables: false,
        hasImages: false,
        hasTextBoxes: false,
        hasContactInHeader: false,
      },
    };
  } finally {
    await document.destroy();
  }
}

/**
 * One word in tracked capitals, written out a letter at a time ("T A L I A", "E D U C AT I O N"
 * where a kerned pair stays together): the word itself. Its neighbours come as items of their
 * own, so the gaps between items still part the words.
 */
function untracked(text: string): string {
  const pieces = text.trim().split(' ');
  const isTracked =
    pieces.length >= 3 &&
    pieces.every((piece) => /^\p{Lu}{1,2}$/u.test(piece)) &&
    pieces.filter((piece) => piece.length === 1).length >= pieces.length * 0.75;
  return isTracked ? pieces.join('') : text;
}

function toPositioned(item: TextItemLike): PositionedItem[] {
  const text = untracked(item.str);
  if (!text.trim()) return [];
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
  return [{ text, x, y, width: item.width, size, font: item.fontName }];
}
