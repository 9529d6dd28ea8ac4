import { HOLDS_YEAR } from '../dates';
import { isStandardHeading } from '../sections';
import { FLUSH_TOLERANCE, holdsWords, type PositionedItem } from './pdf-columns';
import { joinStackedDates } from './stacked-dates';

/** The rows a region's items form, as pdf-lines groups them. */
export type GridRow = { items: PositionedItem[]; y: number; size: number };

const MIN_GRID_ROWS = 3;
const ALIGN = 3;

/** Where each cell of a row starts: a gap wider than two characters opens a new cell. */
function cellStarts(row: GridRow): number[] {
  const starts: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row.items) {
    if (starts.length === 0 || item.x - end > item.size * 2) starts.push(item.x);
    end = Math.max(end, item.x + item.width);
  }
  return starts;
}

/**
 * Entries set side by side inside one section (two jobs as cards next to each other, skill
 * groups in a row): runs of rows whose cells start at the same places are read cell column by
 * cell column, so each entry's lines stay together. Right-aligned dates do not form such a run:
 * their cells end together but start wherever the text's length puts them, and the bullets
 * between them run across.
 */
export function readGridsByColumn<R extends GridRow>(
  rows: R[],
  withItems: (row: R, items: PositionedItem[]) => R,
): R[] {
  const ordered: R[] = [];
  rows = joinStackedDates(
    rows.flatMap((row) => splitHeadingCell(row, withItems)),
    withItems,
  );
  let index = 0;
  while (index < rows.length) {
    const run = findRun(rows, index);
    if (!run) {
      const row = rows[index];
      if (row) ordered.push(row);
      index++;
      continue;
    }
    const { end, boundaries } = run;
    const runRows = rows.slice(index, end);
    for (let column = 0; column < boundaries.length; column++) {
      const from = boundaries[column] ?? 0;
      const to = boundaries[column + 1] ?? Number.POSITIVE_INFINITY;
      for (const row of runRows) {
        const items = row.items.filter((item) => item.x >= from - ALIGN && item.x < to - ALIGN);
        if (items.length > 0) ordered.push(withItems(row, items));
      }
    }
    index = end;
  }
  return ordered;
}

/**
 * A heading set in a margin column beside its first line ("Experience   Acme Corp   2019 to
 * Present") is a line of its own, above the text it heads.
 */
function splitHeadingCell<R extends GridRow>(row: R, withItems: (row: R, items: PositionedItem[]) => R): R[] {
  const [first, second] = cellStarts(row);
  if (first === undefined || second === undefined) return [row];
  const heading = row.items.filter((item) => item.x < second);
  if (!isStandardHeading(heading.map((item) => item.text).join(' '))) return [row];
  return [
    withItems(row, heading),
    withItems(
      row,
      row.items.filter((item) => item.x >= second),
    ),
  ];
}

/**
 * Text pushed to the right margin (dates, places beside a role's name) ends where the others end
 * and starts wherever its length puts it: a field of its row, not a column of cells.
 */
function isRightAligned(cells: Array<{ start: number; end: number }>): boolean {
  if (cells.length < 2) return false;
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  return (
    spread(cells.map((cell) => cell.end)) <= ALIGN * 2 && spread(cells.map((cell) => cell.start)) > ALIGN * 2
  );
}

const MAX_LABEL_FILL = 0.6;
/** A cell that is a date or a range of them and nothing else: "2014–2019", "03/2012 – present", "Sep 2019 –". */
export const DATE_PART = String.raw`(?:\p{L}{3,9}\.?\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2}`;
const DATES_ONLY = new RegExp(
  String.raw`^${DATE_PART}(?:\s*[–—-]\s*(?:${DATE_PART}|present|current|now|today|to date)?)?$`,
  'iu',
);
/** Words, not the dash between two dates: "Mär. 2018 – Sep. 2021" is four. */
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const MAX_LABEL_WORDS = 4;

/**
 * A first column of short dates that only some rows fill, beside text that runs on in every row,
 * dates the rows it sits on: a résumé set as a table of dates and entries, read row by row
 * ("10/2015 – 09/2020 | SAP Basis Administrator"), not cards side by side. Section names in such a
 * column stay as they were read (cards beside a heading).
 */
function isLabelColumn(rows: GridRow[], boundary: number): boolean {
  const labels = rows.map((row) =>
    row.items
      .filter((item) => item.x < boundary - ALIGN)
      .map((item) => item.text)
      .join(' ')
      .trim(),
  );
  const filled = labels.filter(Boolean);
  // A column of nothing but dates ("2014–2019") dates its rows however many of them it fills; a
  // fuller column of short dated items ("CISSP 2019") may be a sidebar of its own.
  const onlyDates = filled.every((label) => DATES_ONLY.test(label));
  return (
    filled.length > 0 &&
    (onlyDates || filled.length <= rows.length * MAX_LABEL_FILL) &&
    filled.every((label) => wordsOf(label) <= MAX_LABEL_WORDS && HOLDS_YEAR.test(label))
  );
}

/** The labels of a form that describes a job: who for, as what, when and where. */
const ROLE_FORM_LABEL =
  /^(?:client|company|employer|organi[sz]ation|role|position|title|designation|job title|duration|period|dates?|tenure|location):$/i;

/**
 * A first column of labels, each ending in a colon ("Client:", "Role:", "Duration:"), beside the
 * values they name: a job described on a form, filled in row by row, whose labels belong with
 * their values. A table of skills by category ("Automation:") is still read as it was.
 */
function isFormColumn(rows: GridRow[], boundary: number): boolean {
  if (isFlushRightColumn(rows, boundary)) return true;
  const labels = rows
    .map((row) =>
      row.items
        .filter((item) => item.x < boundary - ALIGN)
        .map((item) => item.text)
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
  return (
    labels.filter((label) => ROLE_FORM_LABEL.test(label)).length >= 2 &&
    labels.every((label) => wordsOf(label) <= MAX_LABEL_WORDS && /:$/.test(label))
  );
}

const MIN_FLUSH_LABELS = 4;

/**
 * A first column whose cells all end at one x beside the values ("Dates", "Occupation or position
 * held", "Name and address of employer": a Europass CV in any language) is a column of labels set
 * flush right, filled in row by row like a form, however many words its labels hold.
 */
function isFlushRightColumn(rows: GridRow[], boundary: number): boolean {
  const labelled = rows.flatMap((row) => {
    const label = row.items.filter((item) => item.x < boundary - ALIGN);
    const hasValue = row.items.some((item) => item.x >= boundary - ALIGN);
    return label.length > 0 && hasValue ? [label] : [];
  });
  if (!labelled.every((label) => holdsWords(label.map((item) => item.text).join(' ')))) return false;
  const ends = labelled.map((label) => Math.max(...label.map((item) => item.x + item.width)));
  if (ends.length < MIN_FLUSH_LABELS) return false;
  const edge = Math.max(...ends);
  return ends.every((end) => end >= edge - FLUSH_TOLERANCE);
}

/**
 * A last cell that is a short date on every row ("2006 - 2011" beside "Systems Engineer, Acme")
 * dates its row, even when every range is as long as the others and so starts where they start.
 */
function isDateColumn(cells: Array<{ text: string }>): boolean {
  return (
    cells.length > 0 &&
    cells.every((cell) => wordsOf(cell.text) <= MAX_LABEL_WORDS && HOLDS_YEAR.test(cell.text))
  );
}

/** A run starting at `start`: at least three rows with two or more cells starting at shared places. */
function findRun(rows: GridRow[], start: number): { end: number; boundaries: number[] } | null {
  const first = rows[start];
  if (!first) return null;
  const firstStarts = cellStarts(first);
  if (firstStarts.length < 2) return null;
  const boundaries = firstStarts.slice(1);
  let end = start;
  let gridRows = 0;
  const lastCells: Array<{ start: number; end: number; text: string }> = [];
  for (let index = start; index < rows.length; index++) {
    const row = rows[index];
    if (!row) break;
    const starts = cellStarts(row);
    const crosses = row.items.some((item) =>
      boundaries.some((boundary) => item.x < boundary - ALIGN && item.x + item.width > boundary),
    );
    // The next section's heading ends the grid, even when it fits in the first cell.
    if (crosses || (index > start && isStandardHeading(row.items.map((item) => item.text).join(' ')))) break;
    // Cells may start anywhere inside their column (indented bullets), as long as none runs across.
    if (starts.some((x) => x >= (boundaries[0] ?? 0) - ALIGN)) {
      gridRows++;
      const last = row.items.filter((item) => item.x >= (boundaries.at(-1) ?? 0) - ALIGN);
      if (last.length > 0) {
        lastCells.push({
          start: Math.min(...last.map((item) => item.x)),
          end: Math.max(...last.map((item) => item.x + item.width)),
          text: last.map((item) => item.text).join(' '),
        });
      }
    }
    end = index + 1;
  }
  if (
    isRightAligned(lastCells) ||
    isDateColumn(lastCells) ||
    isLabelColumn(rows.slice(start, end), boundaries[0] ?? 0) ||
    isFormColumn(rows.slice(start, end), boundaries[0] ?? 0)
  )
    return null;
  return gridRows >= MIN_GRID_ROWS && end - start >= MIN_GRID_ROWS
    ? { end, boundaries: [firstStarts[0] ?? 0, ...boundaries] }
    : null;
}
