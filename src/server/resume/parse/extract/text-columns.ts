import { findGutter, orderRegions, type PositionedItem } from './pdf-columns';
import { type GridRow, readGridsByColumn } from './pdf-grid';

/**
 * Points per character: the text is read as a monospaced page, so the PDF reader's column rules
 * (a gutter with rows of its own on each side, a header above) apply unchanged.
 */
const CHARACTER_WIDTH = 5;
/** Laid-out pages are a page wide; longer lines are running text, never columns. */
const MAX_LAYOUT_WIDTH = 250;
/** Twenty pages of laid-out text; a longer file is read as running text, in linear time. */
const MAX_LAYOUT_LINES = 2_000;
const TAB_STOP = 8;

function expandTabs(line: string): string {
  let out = '';
  for (const character of line) {
    out += character === '\t' ? ' '.repeat(TAB_STOP - (out.length % TAB_STOP)) : character;
  }
  return out;
}

/** Runs of text a line holds, split where three or more spaces stand between them (two often part items on one line, as in a contact line). */
function itemsOf(lines: string[]): PositionedItem[] {
  return lines.flatMap((line, index) =>
    [...line.matchAll(/\S+(?: {1,2}\S+)*/g)].map((match) => ({
      text: match[0],
      x: match.index * CHARACTER_WIDTH,
      // Rows two points apart, first line on top: the PDF reader's row rounding keeps them apart.
      y: 2 * (lines.length - index),
      width: match[0].length * CHARACTER_WIDTH,
      size: 10,
      font: '',
    })),
  );
}

/**
 * A region's lines, indented as on the page, with entries set side by side (two jobs as cards, skill groups in a row) read
 * one cell column at a time and a heading in the left margin put on a line of its own, by the PDF
 * reader's grid rules.
 */
function linesOf(items: PositionedItem[]): string[] {
  const rows = new Map<number, PositionedItem[]>();
  for (const item of items) rows.set(item.y, [...(rows.get(item.y) ?? []), item]);
  const ordered: GridRow[] = [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([y, row]) => ({ y, size: CHARACTER_WIDTH, items: row.sort((a, b) => a.x - b.x) }));
  const left = Math.min(...items.map((item) => item.x));
  const lines: string[] = [];
  let previousY: number | null = null;
  for (const row of readGridsByColumn(ordered, (row, cell) => ({ ...row, items: cell }))) {
    // A skipped line (or a cell read after the one beside it) starts a new block, as a blank line would.
    if (previousY !== null && previousY - row.y !== 2) lines.push('');
    previousY = row.y;
    const indent = ' '.repeat(Math.round(((row.items[0]?.x ?? left) - left) / CHARACTER_WIDTH));
    lines.push(indent + row.items.map((item) => item.text).join('  '));
  }
  return lines;
}

/** Lines of one region of a page, and the column it sits in when the page has columns. */
export type TextRegion = { text: string; column?: 'left' | 'right' };

/**
 * Text laid out on a page (`pdftotext -layout` of a résumé with a sidebar or cards side by side, a
 * copy of a two-column page) interleaves what sits side by side on every line. The regions come
 * back in reading order: the header across the page, the left column, the right column, then any
 * footer, with side-by-side entries one after the other; each column region says which it is, so
 * a column keeps its own sections as in a PDF. Pages are separated by form feeds. Text with
 * nothing side by side comes back whole, as it was.
 */
export function readTextRegions(text: string): TextRegion[] {
  const pages = text.split('\f').map((page) => page.split('\n').map(expandTabs));
  const lines = pages.flat();
  if (lines.length > MAX_LAYOUT_LINES) return [{ text }];
  const width = lines.reduce((widest, line) => Math.max(widest, line.trimEnd().length), 0);
  if (width === 0 || width > MAX_LAYOUT_WIDTH) return [{ text }];
  const pageItems = pages.map(itemsOf);
  const pageWidth = width * CHARACTER_WIDTH;
  const knownGutter = pageItems.map((items) => findGutter(items, pageWidth)).find((x) => x !== null) ?? null;
  return pageItems.flatMap((items) =>
    orderRegions(items, pageWidth, knownGutter).map((region) => ({
      text: linesOf(region.items).join('\n'),
      ...(region.column ? { column: region.column } : {}),
    })),
  );
}
