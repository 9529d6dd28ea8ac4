import type { SourceLine } from '../source-lines';

const SLASHED_DAY = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})\b/g;

/**
 * "01/06/2021" is January to an American and June to most of the world. A file that writes any
 * whole date with a day past 12 first ("15/08/2015") and none with one second writes all of them
 * day first: each is rewritten as its month and year ("06/2021"), which reads the same everywhere.
 * Any other file's lines are returned as they were, and the date reader keeps its month-first rule.
 */
export function readDayFirstDates(lines: readonly SourceLine[]): SourceLine[] {
  let dayFirst = false;
  for (const line of lines)
    for (const [, first, second] of line.text.matchAll(SLASHED_DAY)) {
      if (Number(second) > 12) return [...lines];
      if (Number(first) > 12) dayFirst = true;
    }
  if (!dayFirst) return [...lines];
  return lines.map((line) => ({
    ...line,
    text: line.text.replace(SLASHED_DAY, (_, day: string, month: string, year: string) =>
      Number(month) >= 1 && Number(month) <= 12
        ? `${month.padStart(2, '0')}/${year}`
        : `${day}/${month}/${year}`,
    ),
  }));
}
