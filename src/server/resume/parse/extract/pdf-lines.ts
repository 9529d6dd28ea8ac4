import { readOpeningVerb } from '../../analyse/action-verbs';
import { HOLDS_YEAR } from '../dates';
import { isStandardHeading } from '../sections';
import { createLine, type SourceLine, stripBullet } from '../source-lines';
import type { PositionedItem } from './pdf-columns';
import { DATE_PART, readGridsByColumn } from './pdf-grid';

type Row = {
  items: PositionedItem[];
  y: number;
  x: number;
  right: number;
  size: number;
  font: string;
  /** The text's start was estimated inside an item that opens with a bullet glyph ("• Built …"). */
  isTextStartEstimated?: boolean;
};
export type BodyStyle = { size: number; font: string };

const BULLET_INDENT = 8;
/** A row that opens with a date range: "2019–Present", "Mar 2018 - Jun 2021", "03/2012 – 09/2015". */
const OPENS_WITH_RANGE = new RegExp(
  String.raw`^${DATE_PART}\s*[–—-]\s*(?:present|current|now|today|${DATE_PART})\b`,
  'iu',
);
const FIELD_GAP = 1.2;

/** The size and font most of the characters are set in. */
export function findBodyStyle(items: PositionedItem[]): BodyStyle {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const item of items) {
    const size = Math.round(item.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + item.text.length);
    fonts.set(item.font, (fonts.get(item.font) ?? 0) + item.text.length);
  }
  return { size: pickMost(sizes) ?? 11, font: pickMost(fonts) ?? '' };
}

function pickMost<K>(counts: Map<K, number>): K | undefined {
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function groupRows(items: PositionedItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= Math.max(2, Math.min(row.size, item.size) * 0.4)) {
      row.items.push(item);
      row.size = Math.max(row.size, item.size);
    } else rows.push({ items: [item], y: item.y, x: 0, right: 0, size: item.size, font: item.font });
  }
  for (const row of rows) finishRow(row);
  return rows;
}

/** A row's left edge (where its text starts), right edge and main font, from its items. */
function finishRow(row: Row): Row {
  row.items.sort((a, b) => a.x - b.x);
  // A typed bullet glyph sits left of the text; the text's own start is what wrapped rows align with.
  const textItem = row.items.find((item) => !stripBullet(`${item.text} x`).isBullet) ?? row.items[0];
  row.x = textItem?.x ?? 0;
  // The glyph and the text in one item: the text starts a glyph's width in, at the average character width.
  const glyph = textItem ? /^\s*\S\s+/.exec(textItem.text) : null;
  if (textItem && glyph && stripBullet(textItem.text).isBullet && glyph[0].length < textItem.text.length) {
    row.x = textItem.x + (textItem.width / textItem.text.length) * glyph[0].length;
    row.isTextStartEstimated = true;
  }
  row.right = Math.max(...row.items.map((item) => item.x + item.width));
  row.font = row.items.reduce((longest, item) =>
    item.text.length > longest.text.length ? item : longest,
  ).font;
  return row;
}

type RowText = { text: string; left: string; right: string; splitX: number | null; leftEnd: number };

/**
 * Letters set apart by tracking ("E D U C A T I O N", a name in spaced capitals) come as one
 * item a letter: the usual gap between such letters is the tracking, and only a gap wider than
 * that by a word space parts words. Zero when the row is not set that way.
 */
function trackingOf(row: Row): number {
  const gaps: number[] = [];
  let letters = 0;
  row.items.forEach((item, index) => {
    if (item.text.trim().length > 2) return;
    letters++;
    const next = row.items[index + 1];
    if (next && next.text.trim().length <= 2) gaps.push(next.x - (item.x + item.width));
  });
  if (gaps.length < 4 || letters < row.items.length * 0.6) return 0;
  const median = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  return Math.max(median, 0);
}

function joinRowText(row: Row): RowText {
  let left = '';
  let right = '';
  let splitX: number | null = null;
  let leftEnd = 0;
  let end = Number.NEGATIVE_INFINITY;
  const tracking = trackingOf(row);
  for (const item of row.items) {
    const gap = item.x - end - tracking;
    // A gap wider than a word space by far (right-aligned dates, a label beside its text)
    // separates fields.
    // A bullet glyph set apart from its text is a marker, not a field.
    const isMarker = stripBullet(`${left} x`).text === 'x';
    if (gap > item.size * FIELD_GAP && left !== '' && splitX === null && !isMarker) splitX = item.x;
    const current = splitX === null ? left : right;
    const needsSpace =
      current !== '' && !/\s$/.test(current) && !/^\s/.test(item.text) && gap > item.size * 0.12;
    const piece = `${needsSpace ? ' ' : ''}${item.text}`;
    if (splitX === null) {
      left += piece;
      leftEnd = item.x + item.width;
    } else right += gap > item.size * FIELD_GAP && right !== '' ? `  |  ${item.text}` : piece;
    end = item.x + item.width;
  }
  const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();
  const text = right ? `${tidy(left)} | ${tidy(right)}` : tidy(left);
  return { text, left: tidy(left), right: tidy(right), splitX, leftEnd };
}

/**
 * Rows of one region as lines: bullets known by a typed glyph or by indentation, and a row that
 * only exists because the previous one ran out of width joined back to it.
 */
export function buildLines(items: PositionedItem[], body: BodyStyle): SourceLine[] {
  const rows = readGridsByColumn(groupRows(items), (row, cell) => finishRow({ ...row, items: cell }));
  if (rows.length === 0) return [];
  // Headings set out to the left of their column are not where the text starts.
  const textRows = rows.filter((row) => !isStandardHeading(joinRowText(row).text));
  const pageX = Math.min(...(textRows.length > 0 ? textRows : rows).map((row) => row.x));
  let baseX = pageX;
  const rightEdge = Math.max(...rows.map((row) => row.right));
  const lineGap = findLineGap(rows);
  const hasItemSpacing = hasWiderGaps(rows, lineGap);
  const lines: SourceLine[] = [];
  let previous: { row: Row; line: SourceLine; split: RowText } | null = null;
  for (const row of rows) {
    const split = joinRowText(row);
    const { text } = split;
    if (!text) continue;
    const glyph = stripBullet(text);
    // The left cell of a row with right-aligned text wrapped: its rest belongs before that text.
    if (previous && isLeftCellWrap(previous.row, previous.split, row)) {
      previous.split = { ...previous.split, left: `${previous.split.left} ${text}` };
      previous.line.text = `${previous.split.left} | ${previous.split.right}`;
      previous.row = { ...row, x: previous.row.x };
      continue;
    }
    const isWrap =
      previous !== null && !glyph.isBullet && isWrapOf(previous.row, row, glyph.text, rightEdge, lineGap);
    if (previous && isWrap && /^[a-z(]/.test(glyph.text)) {
      previous.line.text = `${previous.line.text} ${glyph.text}`;
      previous.row = row;
      continue;
    }
    // A row back at the page's margin ends the text beside a date column.
    if (row.x - pageX < BULLET_INDENT) baseX = textBesideDate(split) ?? pageX;
    // A centred row (a heading, a contact line under a centred name) is set in well clear of
    // both margins alike, not indented.
    const isCentred =
      row.x - pageX >= 3 * BULLET_INDENT && Math.abs(row.x - pageX - (rightEdge - row.right)) < BULLET_INDENT;
    // "2019–Present Lead Network Engineer, …" with its dates right-aligned in a margin column: the
    // row starts where its date's width puts it, so its indent says nothing of a bullet.
    const isIndented =
      row.x - baseX >= BULLET_INDENT &&
      row.size <= body.size * 1.05 &&
      !isCentred &&
      !OPENS_WITH_RANGE.test(text);
    const line = createLine(text, {
      isBullet: glyph.isBullet || (isIndented && glyph.text.split(' ').length > 2),
      sizeRatio: row.size / body.size,
      isEmphasized: row.size >= body.size * 1.1 || (row.font !== body.font && text.length < 120),
    });
    if (isWrap && previous) {
      line.mayContinue = true;
      line.isSureContinuation = hasItemSpacing && previous.row.y - row.y <= lineGap + 0.5;
      line.isBullet = previous?.line.isBullet ?? false;
    }
    lines.push(line);
    previous = { row, line, split };
  }
  return lines;
}

/**
 * Where the text beside a date set in a margin column of its own starts
 * ("10/2015 – 09/2020 | SAP Basis Administrator"): the lines under it (employer, bullets) are
 * indented from there, not from the date. Null for any other row.
 */
function textBesideDate(split: RowText): number | null {
  return split.splitX !== null &&
    split.right !== '' &&
    HOLDS_YEAR.test(split.left) &&
    !HOLDS_YEAR.test(split.right)
    ? split.splitX
    : null;
}

/** The row continues the left cell of the row above when its first word could not fit in that cell. */
function isLeftCellWrap(previous: Row, split: RowText, row: Row): boolean {
  if (split.splitX === null) return false;
  const gap = previous.y - row.y;
  if (
    gap <= 0 ||
    gap > previous.size * 1.6 ||
    Math.abs(row.x - previous.x) >= 3 ||
    row.right >= split.splitX - 2
  )
    return false;
  const text = joinRowText(row).text;
  const charWidth = row.items.reduce((sum, item) => sum + item.width, 0) / Math.max(1, text.length);
  const firstWord = text.split(' ')[0] ?? '';
  return split.leftEnd + (firstWord.length + 1) * charWidth > split.splitX - row.size;
}

/** Items (bullets, list entries) are spaced apart more than the rows of one item. */
function hasWiderGaps(rows: Row[], lineGap: number): boolean {
  let wider = 0;
  for (let index = 1; index < rows.length; index++) {
    const previous = rows[index - 1];
    const row = rows[index];
    if (!previous || !row || Math.abs(previous.size - row.size) > 0.5) continue;
    const gap = previous.y - row.y;
    if (gap > lineGap + 1 && gap < lineGap * 1.6) wider++;
  }
  return lineGap > 0 && wider >= 3;
}

/** The usual distance between the rows of a paragraph: the most common gap between rows of body size. */
function findLineGap(rows: Row[]): number {
  const counts = new Map<number, number>();
  for (let index = 1; index < rows.length; index++) {
    const gap = Math.round(((rows[index - 1]?.y ?? 0) - (rows[index]?.y ?? 0)) * 2) / 2;
    if (gap > 0) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  return pickMost(counts) ?? 0;
}

/**
 * The next row continues this one when its first word could not have fit at the end of it. Bullet
 * markers drawn as shapes leave no text, so a new bullet is told apart by what starts it (a
 * capitalised action verb), by a sentence that had ended, or by extra space above it.
 */
function isWrapOf(previous: Row, row: Row, text: string, rightEdge: number, lineGap: number): boolean {
  const gap = previous.y - row.y;
  // Generous leading (1.6 to 1.8 times the type size) is common in templates.
  if (gap > Math.max(previous.size, row.size) * 1.8 || gap <= 0) return false;
  const startsLower = /^[a-z]/.test(text);
  // A row that starts in lower case may sit a little further down (rows of one paragraph vary).
  const slack = startsLower ? lineGap * 0.15 : 0.75;
  if (lineGap > 0 && gap > lineGap + slack) return false;
  if (Math.abs(row.size - previous.size) > 0.5 || row.font !== previous.font) return false;
  const above = joinRowText(previous);
  // Text pushed to the right edge (dates) ends that row; only its left cell can wrap.
  if (above.splitX !== null) return false;
  if (!startsLower && (readOpeningVerb(text).form !== 'none' || /[.!?]$/.test(above.text))) return false;
  const firstWord = text.split(' ')[0] ?? '';
  const charWidth = row.items.reduce((sum, item) => sum + item.width, 0) / Math.max(1, text.length);
  const couldNotFit = previous.right + (firstWord.length + 1) * charWidth > rightEdge - 1;
  const tolerance = previous.isTextStartEstimated ? previous.size * 0.6 : 3;
  const alignedWithText = row.x <= previous.x + 2 || Math.abs(row.x - previous.x) < tolerance;
  // Lower case after a row that did not end a sentence continues it, whatever width the cell had.
  const continuesSentence = startsLower && (previous.right > rightEdge * 0.75 || !/[.!?:]$/.test(above.text));
  return alignedWithText && (couldNotFit || continuesSentence);
}
