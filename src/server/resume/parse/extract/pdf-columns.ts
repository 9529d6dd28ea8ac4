import { HOLDS_YEAR } from '../dates';
import { isStandardHeading } from '../sections';

/** A run of text pdf.js reports, in PDF points with y growing upwards. */
export type PositionedItem = {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
};

const MIN_COLUMN_SHARE = 0.08;
const MIN_SOLE_ROWS = 3;
const MAX_CROSSING_SHARE = 0.12;
const MIN_GUTTER = 8;

/**
 * The x of the gap between two columns, or null for one column. A gap only counts when each side
 * holds a share of the page's characters and rows of its own: right-aligned dates beside a
 * one-column resume leave a gap too, but never a row of their own.
 */
export function findGutter(items: PositionedItem[], pageWidth: number): number | null {
  const total = items.reduce((sum, item) => sum + item.text.length, 0);
  if (total === 0) return null;
  let best: { x: number; score: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    let left = 0;
    let right = 0;
    let nearestLeft = 0;
    let nearestRight = pageWidth;
    let rightTop = Number.NEGATIVE_INFINITY;
    let rightBottom = Number.POSITIVE_INFINITY;
    const crossingItems: PositionedItem[] = [];
    for (const item of items) {
      const end = item.x + item.width;
      if (end <= x) {
        left += item.text.length;
        nearestLeft = Math.max(nearestLeft, end);
      } else if (item.x >= x) {
        right += item.text.length;
        nearestRight = Math.min(nearestRight, item.x);
        rightTop = Math.max(rightTop, item.y);
        rightBottom = Math.min(rightBottom, item.y);
      } else crossingItems.push(item);
    }
    // Full-width rows above or below the columns (name, summary, contact line) are a header or a
    // footer; only text crossing the gap beside both columns speaks against it.
    const crossing = crossingItems
      .filter((item) => item.y <= rightTop && item.y >= rightBottom)
      .reduce((sum, item) => sum + item.text.length, 0);
    const balance = Math.min(left, right);
    if (crossing > total * MAX_CROSSING_SHARE || balance < total * MIN_COLUMN_SHARE) continue;
    if (isIndentStep(items, crossingItems, x, rightTop, rightBottom)) continue;
    if (nearestRight - nearestLeft < MIN_GUTTER) continue;
    if (
      !hasSoleRows(items, x) ||
      isLabelMargin(items, x, left, total) ||
      isDateMargin(items, x, right, total)
    )
      continue;
    // Text crossing the gap counts against it: a heading set a little left of its column must not
    // split where the gap beside it is just as wide.
    const score = balance - 2 * crossing;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x ?? null;
}

/**
 * Bullets indented under a title that itself starts right of a date margin ("03.2021 – now  Senior
 * Engineer", then its bullets a little further in) leave a gap down the page too. The rows that
 * cross that gap start between the margin and the bullets, on rows of their own: a step of one
 * column's indentation, where a real column's crossing rows (a heading) start at the page's edge.
 */
function isIndentStep(
  items: PositionedItem[],
  crossing: PositionedItem[],
  x: number,
  top: number,
  bottom: number,
): boolean {
  const beside = (item: PositionedItem) => item.y <= top && item.y >= bottom;
  const leftEdge = Math.max(
    0,
    ...items.filter((item) => beside(item) && item.x + item.width <= x).map((item) => item.x + item.width),
  );
  const stepped = new Set(
    crossing.filter((item) => beside(item) && item.x > leftEdge).map((item) => Math.round(item.y)),
  );
  return stepped.size >= MIN_SOLE_ROWS;
}

/** The text of each row (rounded to the point) among the items on one side of a gap. */
function rowTexts(items: PositionedItem[], onSide: (item: PositionedItem) => boolean): Map<number, string> {
  const rows = new Map<number, string>();
  for (const item of items.filter(onSide)) {
    const row = Math.round(item.y);
    rows.set(row, `${rows.get(row) ?? ''} ${item.text}`.trim());
  }
  return rows;
}

const MAX_LABEL_SHARE = 0.15;
/** A short last page of a tabular CV (dated certificates, "Services:" labels) gives its labels more room. */
const MAX_SHAPED_LABEL_SHARE = 0.3;
const MIN_LABEL_SHAPED = 2 / 3;
const MAX_LABEL_WORDS = 4;
const MIN_LABEL_ALIGNED = 0.6;

/** A date, a "Label:" or a section name, in a few words. */
const isLabelShaped = (text: string) =>
  text.split(/\s+/).length <= MAX_LABEL_WORDS &&
  (HOLDS_YEAR.test(text) || text.endsWith(':') || isStandardHeading(text));

/**
 * A narrow left margin of labels (section names, dates) set on the rows of the text they label
 * is not a column: its rows are read with theirs ("Jan 2019 - Present   Acme Corp"). A wider one
 * still is when its rows are mostly dates, "Label:" lines and section names.
 */
function isLabelMargin(items: PositionedItem[], x: number, leftCharacters: number, total: number): boolean {
  if (isFlushRightLabels(items, x, leftCharacters, total)) return true;
  if (leftCharacters > total * MAX_SHAPED_LABEL_SHARE) return false;
  const rightRows = new Set(rowTexts(items, (item) => item.x >= x).keys());
  // Rows above or below the right-hand text (a certificate list, a consent line at the foot) are a
  // header or a footer, as in findGutter: only the margin beside the text is judged.
  const top = Math.max(...rightRows);
  const bottom = Math.min(...rightRows);
  const leftRows = rowTexts(
    items,
    (item) => item.x + item.width <= x && item.y <= top + 1 && item.y >= bottom - 1,
  );
  const shaped = [...leftRows.values()].filter(isLabelShaped).length;
  if (leftCharacters > total * MAX_LABEL_SHARE && shaped < leftRows.size * MIN_LABEL_SHAPED) return false;
  // A section name may sit on a row of its own; any other label shares its row with the text.
  const labels = [...leftRows].filter(
    ([row, text]) =>
      rightRows.has(row) || rightRows.has(row - 1) || rightRows.has(row + 1) || isStandardHeading(text),
  );
  return leftRows.size > 0 && labels.length >= leftRows.size * MIN_LABEL_ALIGNED;
}

const MAX_FLUSH_LABEL_SHARE = 0.45;
const MIN_FLUSH_ROWS = 6;
const MIN_FLUSH_SHARE = 0.8;
/** How far apart (in points) the right ends of labels set flush right may be. */
export const FLUSH_TOLERANCE = 3;
/** Labels are words: a column of bullet glyphs or numbers lines up too, and labels nothing. */
export const holdsWords = (text: string) => /\p{L}{2}/u.test(text);
const MIN_FLUSH_BESIDE = 0.5;

/**
 * Labels set flush right against the text they label ("Dates", "Occupation or position held",
 * "Name and address of employer" in a Europass CV, whatever its language): a label column, read
 * row by row with its text, however many words its labels hold. Each of their rows ends at the same
 * x beside the gap and shares its row with the text; a sidebar's lines end where their words do.
 */
function isFlushRightLabels(
  items: PositionedItem[],
  x: number,
  leftCharacters: number,
  total: number,
): boolean {
  if (leftCharacters > total * MAX_FLUSH_LABEL_SHARE) return false;
  const ends = new Map<number, number>();
  for (const item of items) {
    if (item.x + item.width > x) continue;
    const row = Math.round(item.y);
    ends.set(row, Math.max(ends.get(row) ?? 0, item.x + item.width));
  }
  if (![...rowTexts(items, (item) => item.x + item.width <= x).values()].every(holdsWords)) return false;
  const rightRows = new Set(rowTexts(items, (item) => item.x >= x).keys());
  // A heading or a running footer on a row of its own labels nothing: only rows beside text count.
  const beside = [...ends].filter(([row]) => [-1, 0, 1].some((offset) => rightRows.has(row + offset)));
  // A label may wrap onto a second row ("Principal subjects / occupational" / "skills covered").
  if (beside.length < MIN_FLUSH_ROWS || beside.length < ends.size * MIN_FLUSH_BESIDE) return false;
  const edge = Math.max(...beside.map(([, end]) => end));
  const flush = beside.filter(([, end]) => end >= edge - FLUSH_TOLERANCE).length;
  return flush >= beside.length * MIN_FLUSH_SHARE;
}

const MIN_DATED_SHARE = 0.5;
/** Dates, places and a contact block may take a third of a short resume's characters. */
const MAX_MARGIN_SHARE = 0.35;
const MAX_MARGIN_WORDS = 6;

/**
 * Dates and places set flush right on the rows of the titles and employers they belong to
 * ("Senior Engineer ........ Mar 2021 – Present") are no column either, even with a contact block
 * of their own above them: most right-hand rows share a row with text on the left, and half of
 * those hold a year. A sidebar of skills set on the same line grid holds no years.
 */
function isDateMargin(items: PositionedItem[], x: number, rightCharacters: number, total: number): boolean {
  if (rightCharacters > total * MAX_MARGIN_SHARE) return false;
  const leftRows = new Set(rowTexts(items, (item) => item.x + item.width <= x).keys());
  const rightRows = rowTexts(items, (item) => item.x >= x);
  // A bold title beside a regular date sits a point or two off its baseline.
  const beside = (row: number) => [-2, -1, 0, 1, 2].some((offset) => leftRows.has(row + offset));
  const aligned = [...rightRows].filter(
    ([row, text]) => beside(row) && text.split(/\s+/).length <= MAX_MARGIN_WORDS,
  );
  const dated = aligned.filter(([, text]) => HOLDS_YEAR.test(text));
  return (
    rightRows.size > 0 &&
    aligned.length >= rightRows.size * MIN_LABEL_ALIGNED &&
    dated.length >= aligned.length * MIN_DATED_SHARE
  );
}

/**
 * Real columns run independently, so each side has rows the other lacks; right-aligned dates
 * beside a one-column resume always share their row with text on the left.
 */
function hasSoleRows(items: PositionedItem[], x: number): boolean {
  const sides = new Map<number, { left: boolean; right: boolean }>();
  for (const item of items) {
    const row = Math.round(item.y / 2);
    const side = sides.get(row) ?? { left: false, right: false };
    if (item.x + item.width <= x) side.left = true;
    else if (item.x >= x) side.right = true;
    sides.set(row, side);
  }
  const rows = [...sides.values()];
  return (
    rows.filter((side) => side.left && !side.right).length >= MIN_SOLE_ROWS &&
    rows.filter((side) => side.right && !side.left).length >= MIN_SOLE_ROWS
  );
}

/**
 * A gutter found on another page still holds on this one (a sidebar that ends early leaves a
 * short left column): it does when little text crosses it and a clear gap runs beside it.
 */
export function isGutterClear(items: PositionedItem[], x: number): boolean {
  const total = items.reduce((sum, item) => sum + item.text.length, 0);
  let crossing = 0;
  let left = 0;
  let right = 0;
  for (const item of items) {
    if (item.x < x && item.x + item.width > x) crossing += item.text.length;
    else if (item.x + item.width <= x) left++;
    else right++;
  }
  return total > 0 && left > 0 && right > 0 && crossing <= total * MAX_CROSSING_SHARE;
}

const HEADER_END_ROWS = 3;

/**
 * Reading order for a page: the full-width rows above the columns (name, contact line), then the
 * left column, then the right, then any full-width rows below. The header ends at the last row
 * crossing the gutter before the columns have run for a few rows.
 */
export type Region = { items: PositionedItem[]; column?: 'left' | 'right' };

export function orderRegions(
  items: PositionedItem[],
  pageWidth: number,
  knownGutter: number | null = null,
): Region[] {
  const gutter =
    findGutter(items, pageWidth) ??
    (knownGutter !== null && isGutterClear(items, knownGutter) ? knownGutter : null);
  if (gutter === null && knownGutter !== null) {
    // A page with one column left (the main column running on) still belongs to that column.
    if (items.every((item) => item.x >= knownGutter)) return [{ items, column: 'right' }];
    if (items.every((item) => item.x + item.width <= knownGutter)) return [{ items, column: 'left' }];
  }
  if (gutter === null) return [{ items }];
  const rowOf = (item: PositionedItem) => Math.round(item.y / 2);
  const crossingRows = new Set(
    items.filter((item) => item.x < gutter && item.x + item.width > gutter).map(rowOf),
  );
  const rows = [...new Set(items.map(rowOf))].sort((a, b) => b - a);
  let headerEnd = Number.POSITIVE_INFINITY;
  let plainRun = 0;
  for (const row of rows) {
    if (crossingRows.has(row)) {
      headerEnd = row;
      plainRun = 0;
    } else if (++plainRun >= HEADER_END_ROWS) break;
  }
  const top: PositionedItem[] = [];
  const bottom: PositionedItem[] = [];
  const left: PositionedItem[] = [];
  const right: PositionedItem[] = [];
  for (const item of items) {
    const row = rowOf(item);
    if (row >= headerEnd) top.push(item);
    else if (crossingRows.has(row)) bottom.push(item);
    else if (item.x + item.width <= gutter + 1) left.push(item);
    else right.push(item);
  }
  const regions: Region[] = [
    { items: top },
    { items: left, column: 'left' },
    { items: right, column: 'right' },
    { items: bottom },
  ];
  return regions.filter((region) => region.items.length > 0);
}
