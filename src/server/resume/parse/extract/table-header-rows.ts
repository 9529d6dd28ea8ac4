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
