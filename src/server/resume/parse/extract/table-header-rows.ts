import { findDateRange } from '../dates';
import type { HtmlBlock } from './html-blocks';

const MAX_LABEL_WORDS = 4;

/** A cell that names a column ("Period", "Company / Position"): a few words, no figures or addresses. */
const isColumnLabel = (block: HtmlBlock) =>
  block.text.split(/\s+/).length <= MAX_LABEL_WORDS && !/[\d@]/.test(block.text);

/**
 * The first row of a table whose cells only name its columns ("Period | Company / Position |
 * Responsibilities & Achievements") is one line of labels, not a heading per cell: read cell by
 * cell, "Responsibilities & Achievements" had opened a section of its own and taken every role.
 */
export function joinHeaderRows(blocks: readonly HtmlBlock[]): HtmlBlock[] {
  const out: HtmlBlock[] = [];
  for (let index = 0; index < blocks.length; ) {
    const block = blocks[index] as HtmlBlock;
    const row = block.tableRow;
    let end = index + 1;
    while (row && blocks[end]?.tableRow?.id === row.id) end++;
    const cells = blocks.slice(index, end);
    if (row?.isFirst && cells.length >= 2 && cells.every(isColumnLabel))
      out.push({ ...block, text: cells.map((cell) => cell.text).join(' | '), isBold: false, tag: 'p' });
    else out.push(...cells);
    index = end;
  }
  return out;
}

/**
 * A row of a table of posts ("Aug 2020 – Aug 2022 | Trainee, with its duties listed | Hospital,
 * Trust"): the list in one cell is the post's text, and the cells after it name the post's
 * employer. Read cell by cell, the employer came after the duties and was taken for the next
 * post's header; the row's lists are read after its other cells.
 */
const MAX_NAME_WORDS = 8;

/**
 * A row that opens with its dates cell, lists duties, and after the list names a place of work in
 * a line or two; a layout table holding a whole section in one cell is no such row.
 */
function isPostRow(cells: readonly HtmlBlock[]): boolean {
  const firstItem = cells.findIndex((cell) => cell.isListItem);
  if (firstItem < 0 || !findDateRange(cells[0]?.text ?? '')) return false;
  const after = cells.slice(firstItem).filter((cell) => !cell.isListItem);
  return (
    after.length >= 1 &&
    after.length <= 2 &&
    after.every((cell) => cell.text.split(/\s+/).length <= MAX_NAME_WORDS)
  );
}

export function listsLastInRows(blocks: readonly HtmlBlock[]): HtmlBlock[] {
  const out: HtmlBlock[] = [];
  for (let index = 0; index < blocks.length; ) {
    const row = blocks[index]?.tableRow;
    let end = index + 1;
    while (row && blocks[end]?.tableRow?.id === row.id) end++;
    const cells = blocks.slice(index, end);
    if (row && isPostRow(cells))
      out.push(...cells.filter((cell) => !cell.isListItem), ...cells.filter((cell) => cell.isListItem));
    else out.push(...cells);
    index = end;
  }
  return out;
}
