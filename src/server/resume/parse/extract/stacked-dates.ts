import { HOLDS_YEAR, isOpenEnded } from '../dates';
import type { PositionedItem } from './pdf-columns';
import type { GridRow } from './pdf-grid';

const DASH_ONLY = /^(?:[-–—]+|to|till|until|bis|au|al|a|tot)$/i;
const ENDS_WITH_DASH = /[-–—]\s*$/;
const STARTS_WITH_DASH = /^\s*[-–—]/;

/** The first item of a row, when it sits alone at the row's left (the row's label cell). */
function labelOf(row: GridRow): PositionedItem | undefined {
  const [first, second] = row.items;
  if (!first) return undefined;
  return !second || second.x - (first.x + first.width) > first.size * 2 ? first : undefined;
}

/** "07/2021", "Mar 2019": one date in a word or two, no range of its own. */
const MAX_PIECE_WORDS = 2;
const isLoneDate = (text: string) =>
  HOLDS_YEAR.test(text) && !/[–—]|\s-\s/.test(text) && text.trim().split(/\s+/).length <= MAX_PIECE_WORDS;
const isEnd = (text: string) => {
  const end = text.replace(STARTS_WITH_DASH, '').trim();
  return isOpenEnded(end) || (HOLDS_YEAR.test(end) && end.split(/\s+/).length <= MAX_PIECE_WORDS);
};

/**
 * A timeline's date column set as a stack ("07/2021" / "–" / "Present", one above the other in a
 * narrow cell beside the entry) is one range: its pieces are joined on the row of its start, so
 * the range dates the entry beside it rather than standing as three lines of its own.
 */
export function joinStackedDates<R extends GridRow>(
  rows: R[],
  withItems: (row: R, items: PositionedItem[]) => R,
): R[] {
  const out = [...rows];
  const emptied = new Set<number>();
  for (let index = 0; index < out.length; index++) {
    const row = out[index];
    const start = row && !emptied.has(index) ? labelOf(row) : undefined;
    if (!row || !start || !isLoneDate(start.text.replace(ENDS_WITH_DASH, ''))) continue;
    const pieces: Array<{ at: number; item: PositionedItem }> = [];
    let hasDash = ENDS_WITH_DASH.test(start.text);
    for (let next = index + 1; next < out.length && next <= index + 2; next++) {
      const below = out[next];
      const label = below && labelOf(below);
      if (!label || Math.abs(label.x - start.x) > start.width) break;
      const text = label.text.trim();
      if (!hasDash && DASH_ONLY.test(text)) {
        hasDash = true;
        pieces.push({ at: next, item: label });
        continue;
      }
      if ((hasDash || STARTS_WITH_DASH.test(text)) && isEnd(text)) pieces.push({ at: next, item: label });
      break;
    }
    const last = pieces.at(-1);
    if (!last || !isEnd(last.item.text.trim())) continue;
    const text = [
      start.text.replace(ENDS_WITH_DASH, '').trim(),
      last.item.text.replace(STARTS_WITH_DASH, '').trim(),
    ].join(' – ');
    const joined: PositionedItem = {
      ...start,
      text,
      width: Math.max(start.width, ...pieces.map((piece) => piece.item.width)),
    };
    out[index] = withItems(
      row,
      row.items.map((item) => (item === start ? joined : item)),
    );
    for (const piece of pieces) {
      const holder = out[piece.at];
      const left = holder?.items.filter((item) => item !== piece.item) ?? [];
      // A row that held only a piece of the range is gone; the others keep the rest of their text.
      if (holder && left.length > 0) out[piece.at] = withItems(holder, left);
      else emptied.add(piece.at);
    }
  }
  return out.filter((_, index) => !emptied.has(index));
}
