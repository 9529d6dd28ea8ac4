import type { AwardEntry, InterestEntry, PublicationEntry } from '../../../../shared/resume/parsed-resume';
import { findDateRange, findSingleDate } from '../dates';
import type { SourceLine } from '../source-lines';
import { splitList } from './lists';

/**
 * An item with the lines under it: its title, the short line that says who and when (`meta`:
 * "Texas IT Forum | 2022"), and the rest.
 */
type Item = { text: string; meta?: string; details: string[] };

const MAX_META_WORDS = 12;
const hasDate = (text: string) => findDateRange(text) !== null || findSingleDate(text) !== null;
/** "Journal of Systems | May 2019 | https://…": fields that give a date. */
const isFieldsWithDate = (text: string) => /\s\|\s/.test(text) && hasDate(text);

/**
 * A line starts an item unless it is a bullet or a wrapped lower-case run-on. Where titles are set
 * apart (bold, as our own exports write them), a plain line under a title belongs to it: the first,
 * when short, says who and when, the rest describe it. Without that, a line of fields with a date
 * under a title with none is the title's.
 */
function readItems(lines: SourceLine[]): Item[] {
  const titled = lines.some((line) => line.isEmphasized) && lines.some((line) => !line.isEmphasized);
  const items: Item[] = [];
  for (const line of lines) {
    const current = items.at(-1);
    const isShort = line.text.split(/\s+/).length <= MAX_META_WORDS && !/\.$/.test(line.text);
    const canBeMeta = current !== undefined && current.meta === undefined && current.details.length === 0;
    if (current && (line.isBullet || /^[a-z(]/.test(line.text)) && !/^[(\d[]/.test(line.text.trim())) {
      current.details.push(line.text);
    } else if (current && titled && !line.isEmphasized) {
      if (canBeMeta && isShort) current.meta = line.text;
      else current.details.push(line.text);
    } else if (current && canBeMeta && isFieldsWithDate(line.text) && !hasDate(current.text)) {
      current.meta = line.text;
    } else items.push({ text: line.text, details: [] });
  }
  return items;
}

/** The text without its date, and the date as written ("July 2018", "2019 – 2020" gives its end). */
function takeDate(text: string): { rest: string; date: string } {
  const range = findDateRange(text);
  const single = range ? null : findSingleDate(text);
  const found = range ?? single;
  if (!found) return { rest: text, date: '' };
  const date = range ? range.endDate : (single?.text ?? '');
  const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found.length)}`
    .replace(/\(\s*\)/g, ' ')
    .replace(/(?:\s*[|,;–—-]\s*)+$/, '')
    .replace(/^(?:\s*[|,;–—-]\s*)+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { rest, date };
}

/** "Employee of the Year – Acme Corp | 2021", "Dean's List, awarded by State University (2019)". */
export function readAwards(lines: SourceLine[]): AwardEntry[] {
  return readItems(lines).flatMap((item) => {
    const { rest, date: titleDate } = takeDate(item.text);
    if (!rest) return [];
    const by = /^(.*?)\s*[,(]?\s*\b(?:awarded by|by|from)\s+(.+?)\)?$/i.exec(rest);
    const meta = takeDate(item.meta ?? '');
    const summary = item.details.join(' ');
    return [
      {
        title: (by?.[1] ?? rest).trim(),
        awarder: (by?.[2] ?? meta.rest).trim(),
        date: titleDate || meta.date,
        ...(summary ? { summary } : {}),
      },
    ];
  });
}

/** "Scaling queues in practice. Journal of Systems, 2019": the title, where it appeared, when. */
const LEADING_YEAR = /^\s*\(?((?:19|20)\d{2})\)[.:]?\s*/;

export function readPublications(lines: SourceLine[]): PublicationEntry[] {
  return readItems(lines).flatMap((item) => {
    // "(2019) Title…": a year that opens the entry is its date, whatever years the title holds.
    const year = LEADING_YEAR.exec(item.text);
    const numbered = item.text.replace(LEADING_YEAR, '').replace(/^\s*(?:\[\d+\]|\d+[.)]|[a-z][.)])\s*/, '');
    const { rest, date } = year ? { rest: numbered, date: year[1] ?? '' } : takeDate(numbered);
    const text = rest.replace(/^[).:\s]+/, '');
    if (!text) return [];
    const url = /\bhttps?:\/\/\S+/.exec(text)?.[0];
    const withoutUrl = url ? text.replace(url, '').trim() : text;
    const [name = withoutUrl, ...after] = withoutUrl.split(/(?<=[a-z0-9)?!"”])\.\s+(?=[A-Z])/);
    // "SysOps Journal | May 2019 | https://…" under the title: where, when and its address.
    const metaUrl = /\bhttps?:\/\/\S+/.exec(item.meta ?? '')?.[0];
    const meta = takeDate((item.meta ?? '').replace(metaUrl ?? '', ''));
    const summary = item.details.join(' ');
    const link = url ?? metaUrl;
    return [
      {
        name: name.replace(/\.$/, '').trim(),
        publisher: after.join('. ').replace(/\.$/, '').trim() || meta.rest,
        releaseDate: date || meta.date,
        ...(link ? { url: link } : {}),
        ...(summary ? { summary } : {}),
      },
    ];
  });
}

const LABELLED = /^([^:]{2,40}):\s+(\S.*)$/;
const LONG_INTEREST_WORDS = 8;

/** "Outdoors: hiking, climbing" gives one interest with its keywords; "Chess, cycling" gives two. */
export function readInterests(lines: SourceLine[]): InterestEntry[] {
  return lines.flatMap((line) => {
    const labelled = LABELLED.exec(line.text);
    if (labelled?.[1] && labelled[2]) return [{ name: labelled[1].trim(), keywords: splitList(labelled[2]) }];
    // A sentence about one's interests is kept whole.
    if (line.text.split(/\s+/).length > LONG_INTEREST_WORDS) return [{ name: line.text, keywords: [] }];
    return splitList(line.text).map((name) => ({ name, keywords: [] }));
  });
}
