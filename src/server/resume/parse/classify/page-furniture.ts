import type { ClassifiedLine } from './classify-lines';

/** "Page 2 of 3", "page 1/2" in a short line: a page's header or footer, whoever's name is beside it. */
const PAGE_OF = /\bpage\s+\d{1,2}\s*(?:of|\/)\s*\d{1,2}\b/i;
const MAX_PAGE_MARK_WORDS = 10;

function isPageMark(text: string): boolean {
  return PAGE_OF.test(text) && text.trim().split(/\s+/).length <= MAX_PAGE_MARK_WORDS;
}

/** What a page's running header or footer adds to the name: a page number, a date, "Resume". */
const PAGE_MARKS =
  /^(?:[\s\d./|,·–—-]|page|of|resume|résumé|cv|curriculum vitae|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)*$/i;

/**
 * A page's header and footer are page furniture, not lines of the section they fall in: a short
 * line with "page N of M", and the name printed again at the top or foot of each later page
 * ("Tamsin Okafor 3/4/2021", "Tamsin Okafor – Page 2"). A cover letter's signature is kept: that
 * section is set apart already.
 */
export function withoutPageFurniture(lines: ClassifiedLine[]): ClassifiedLine[] {
  // "Dmitri Kovalenko, CISSP": the name without the letters after it.
  const name = (lines[0]?.text.trim() ?? '').split(/,\s/)[0] ?? '';
  const paged = lines.filter(
    (line, index) => index === 0 || line.label === 'heading' || !isPageMark(line.text),
  );
  if (name.split(/\s+/).length < 2 || name.split(/\s+/).length > 5 || /\d|@/.test(name)) return paged;
  return paged.filter(
    (line, index) =>
      index === 0 ||
      line.section === 'letter' ||
      line.label === 'heading' ||
      // "DOUGLAS R. WHITAKER" on the first page, "Douglas R. Whitaker  Page 2" on the next.
      !line.text.toLowerCase().startsWith(name.toLowerCase()) ||
      !PAGE_MARKS.test(line.text.slice(name.length)),
  );
}
