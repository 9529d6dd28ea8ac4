import { MONTH_NAMES } from '../../../shared/text/month-names';
import { FOREIGN_MONTHS, FOREIGN_SEASONS } from './foreign-months';

/** Dates as resumes write them: "May 2024", "05/2024", "2024-05", "2019", "Summer 2018", "Present". */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASONS: Record<string, number> = {
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
  ...FOREIGN_SEASONS,
};

// "Q3 2019": a quarter stands where a month would. "III. 2021.": Croatian, Polish, Hungarian and
// Czech resumes write the month as a Roman numeral with its dot.
const ROMAN_MONTHS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
const ROMAN_MONTH = `(?:${[...ROMAN_MONTHS].sort((a, b) => b.length - a.length).join('|')})(?=\\.)`;
const MONTH_WORD = `(?:q[1-4]|${ROMAN_MONTH}|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter|${Object.keys(
  { ...FOREIGN_MONTHS, ...FOREIGN_SEASONS },
)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const YEAR = '(?:19|20)\\d{2}';
/** A line that holds a year anywhere: "since 10/2020", "2016 – 2019". */
export const HOLDS_YEAR = new RegExp(`\\b${YEAR}\\b`);
const SHORT_YEAR = "['’]\\d{2}(?!\\d)";
/**
 * Every date form below holds a year, in full or as "’19": a line without one holds no date. The
 * month names of every language make the date patterns long, so lines are tried against them only
 * when this cheap test passes (most bullets fail it).
 */
const MAY_HOLD_DATE = /(?:19|20)\d{2}|['’]\d{2}/;
/** "02-Jul-2015", "14th March 2019": the day before a month is dropped, as a role's dates keep months. */
const DAY = '(?:\\d{1,2}(?:st|nd|rd|th)?(?:\\s+|\\s*-\\s*))?';
// "Jun/2021", "Jun-2021": a month name joined to its year by a slash or a dash, as Latin American and
// Indian resumes often write it.
// "’19–’22", "’22–now": a year alone with its century left out, as an apostrophe marks it.
// "15.03.2019", "03/15/2019", "2019-03-15": a whole day's date, as forms and job portals write it; the
// month is kept and the day dropped.
// "2011.09.01.": Hungarian writes the whole date year first, each part closed by a dot.
const FULL_DATE = `(?:\\d{1,2}[./-]\\d{1,2}[./-]${YEAR}|${YEAR}-\\d{1,2}-\\d{1,2}(?!\\d)|${YEAR}\\.\\d{1,2}\\.\\d{1,2}(?!\\d)\\.?)`;
// "2019. szeptember": Hungarian puts the year first, closed by a dot, then the month's name.
const YEAR_FIRST = `${YEAR}\\.\\s*${MONTH_WORD}(?![\\w.])`;
// "January 1, 2020": an American date with its day after the month.
const DAY_AFTER = '(?:\\s+\\d{1,2}(?:st|nd|rd|th)?(?=,))?';
// "Março de 2019", "marzo del 2019": Portuguese, Spanish and Catalan join the month to its year with "de".
const SINGLE = `(?:${FULL_DATE}|${YEAR_FIRST}|${MONTH_WORD},?\\s*${SHORT_YEAR}|${DAY}${MONTH_WORD}${DAY_AFTER}(?:,?\\s+(?:(?:de|del)\\s+)?|\\s*[/-]\\s*)${YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}(?:[/.]\\s*|\\s*[/.]|-)(?:0?[1-9]|1[0-2])(?!\\d)|${YEAR}|${SHORT_YEAR})`;
// "2013 – 16": a range's end year with its century left out, as British CVs often write it.
const SHORT_END = '\\d{2}(?![\\d/.%,])';
/** "Present" and its kin, English and the languages above ("heute", "atual", "heden", "aujourd'hui"). */
const OPEN_END =
  "(?:present|current|now|today|ongoing|(?:till|until|to)\\s+date|date|pres\\.|heute|aktuell|atual(?:mente|idade)?|actual(?:idad|itat|mente)?|avui|pågående|d\\.\\s?d\\.|dags dato|presente|hoje|heden|tans|huidig|aujourd['’]hui|en cours|oggi|nu|halen|devam ediyor|continuing|obecnie|nadal|dotychczas|dosud|současnost|soucasnost|jelenleg|napjainkig|nykyään|nykyaan|prezent|(?:chwili|chwila) obecn(?:ej|a)|tagad|praegu|dabar|trenutno|danas|danes|sada|i dag|idag)";
// "2019.03 ~ 2022.11": Korean, Japanese and Chinese resumes join a range with a tilde; Notion and
// some templates with an arrow ("Sep 2021 → Now").
// "2011. – 2014.": Croatian and Hungarian dates end with a dot, before the dash too.
// "od 04.2018 do 03.2020": Polish, Czech, Slovak and Croatian join a range with "do".
// Between two dates also the word for "to" of Dutch and Afrikaans ("tot"), German ("bis"), Spanish ("hasta") and Portuguese ("até").
const RANGE_SEPARATOR = '\\.?\\s*(?:-|–|—|~|～|〜|→|⟶|->|to|until|through|till|do|tot|bis|hasta|até)\\s*';
/** "from", "od", "von", "desde": the word a range written in words opens with, read as part of it. */
const RANGE_LEAD = '(?:(?:from|od|von|vom|desde|dal|van|vanaf)\\s+)?';

export const DATE_RANGE_PATTERN = new RegExp(
  `(?<![\\w/])${RANGE_LEAD}(${SINGLE})${RANGE_SEPARATOR}(${SINGLE}|${OPEN_END}|${SHORT_END})(?:(?<=\\d)\\.(?=[\\s)]|$))?(?![\\w/])`,
  'i',
);
/** "Jan – Jun 2015", "May–Aug 2015": two months of one year, the year written once. */
const MONTHS_OF_A_YEAR = new RegExp(
  `(?<![\\w/])(${MONTH_WORD})\\s*[-–—]\\s*(${MONTH_WORD})\\s+(${YEAR})(?![\\w/])`,
  'i',
);
const ANY_SINGLE = new RegExp(
  `(?<![\\w/])(?:(?:expected|anticipated|graduated|class of)\\s+)?(${SINGLE})(?![\\w/])`,
  'i',
);
const OPEN_END_PATTERN = new RegExp(`^${OPEN_END}$`, 'i');

const DASH = '\\s*[-–—]\\s*';
const DANGLING_START = new RegExp(`^(${SINGLE})${DASH}(.*)$`, 'i');
const DANGLING_END = new RegExp(`^(.*?)\\s*(${SINGLE})${DASH}$`, 'i');
const DANGLING_END_MONTH = new RegExp(`^(.*?)\\s*(${SINGLE})${DASH}(${MONTH_WORD})$`, 'i');
const END_MONTH = new RegExp(`^(${MONTH_WORD})(?=\\s|$)\\s*`, 'i');
const LEADING_END = new RegExp(`^(${SINGLE}|${OPEN_END})(?![\\w/])\\s*(.*)$`, 'i');

/**
 * A range broken across two lines by a narrow date column ("2017 –" above "Present"): the first
 * line gets the whole range, the second keeps what followed the end date. Null when the lines
 * do not hold such a range.
 */
export function joinSplitRange(first: string, second: string): { first: string; second: string } | null {
  if (MAY_HOLD_DATE.test(first) && DATE_RANGE_PATTERN.test(first)) return null;
  const end = LEADING_END.exec(second.trim());
  if (!end?.[1]) return null;
  const rest = (end[2] ?? '').trim();
  const leading = DANGLING_START.exec(first.trim());
  if (leading?.[1]) {
    // "Jun 2017 – Feb" above "2020": the end's month stayed on the first line, its year went below.
    const month = END_MONTH.exec(leading[2] ?? '');
    const endDate = month && /^\d{4}$/.test(end[1]) ? `${month[1]} ${end[1]}` : end[1];
    const after = month ? (leading[2] ?? '').slice(month[0].length) : (leading[2] ?? '');
    return { first: `${leading[1]} – ${endDate} ${after}`.trim(), second: rest };
  }
  const trailing = DANGLING_END.exec(first.trim());
  if (trailing?.[2]) return { first: `${trailing[1] ?? ''} ${trailing[2]} – ${end[1]}`.trim(), second: rest };
  // "Team Leader | May 2014 – December" above "2016": a narrow cell wrapped the end's year alone.
  const month = DANGLING_END_MONTH.exec(first.trim());
  if (month?.[2] && month[3] && /^\d{4}$/.test(end[1]))
    return { first: `${month[1] ?? ''} ${month[2]} – ${month[3]} ${end[1]}`.trim(), second: rest };
  return null;
}

export type MonthYear = { year: number; month: number | null };
export type DateRange = { startDate: string; endDate: string; index: number; length: number };

/** The first "start - end" range in a line, with the text as written. */
export function findDateRange(text: string): DateRange | null {
  if (!MAY_HOLD_DATE.test(text)) return null;
  const months = MONTHS_OF_A_YEAR.exec(text);
  if (months?.[1] && months[2] && months[3])
    return {
      startDate: tidyDate(`${months[1]} ${months[3]}`),
      endDate: tidyDate(`${months[2]} ${months[3]}`),
      index: months.index,
      length: months[0].length,
    };
  const match = DATE_RANGE_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const startDate = tidyDate(match[1]);
  const endDate = /^\d{2}$/.test(match[2]) ? withCentury(startDate, match[2]) : tidyDate(match[2]);
  if (endDate === null) return null;
  return { startDate, endDate, index: match.index, length: match[0].length };
}

/** "2013 – 16" ends in 2016: the start's century, or the next one when that would come before it. */
function withCentury(startDate: string, digits: string): string | null {
  const start = /\b((?:19|20)\d{2})\b/.exec(startDate)?.[1];
  if (!start) return null;
  const year = Math.floor(Number(start) / 100) * 100 + Number(digits);
  const end = year < Number(start) ? year + 100 : year;
  return end - Number(start) <= 15 ? String(end) : null;
}

/**
 * A range left open: "2018 –" with nothing after the dash (or only the next field), "since May
 * 2019" (or its German, Dutch, Spanish, Portuguese, French, Italian or Swedish word, beside the
 * foreign months read above). The work goes on, so it ends "Present".
 */
const OPEN_RANGE = new RegExp(
  `(?<![\\w/])(?:(?:since|from|seit|sinds|desde|depuis|dal|sedan)\\s+(${SINGLE})(?!${RANGE_SEPARATOR}\\w)(?![\\w/])|(${SINGLE})\\s*[-–—]+(?=\\s*(?:$|[|,;(]|\\s{2,})))`,
  'i',
);

export function findOpenRange(text: string): DateRange | null {
  if (!MAY_HOLD_DATE.test(text)) return null;
  const match = OPEN_RANGE.exec(text);
  const start = match?.[1] ?? match?.[2];
  if (!match || !start) return null;
  return { startDate: tidyDate(start), endDate: 'Present', index: match.index, length: match[0].length };
}

const EDGE_START = new RegExp(`^\\W*(${SINGLE})(?![\\w/])`, 'i');
const EDGE_END = new RegExp(`(?<![\\w/])(${SINGLE})[\\s).]*$`, 'i');

/**
 * One date at either end of a short line ("Summer 2006", "Tutor, 2015", "Jul 2013 Tester at
 * Acme"): the month or season a role started, when it gives no end. The end stays empty.
 */
export function findEdgeDate(text: string): DateRange | null {
  if (!MAY_HOLD_DATE.test(text)) return null;
  const match = EDGE_START.exec(text) ?? EDGE_END.exec(text);
  if (!match?.[1]) return null;
  const index = match.index + match[0].indexOf(match[1]);
  const startDate = tidyDate(match[1]);
  // "Summer 2015", "sommaren 2015": a season is over within its year, so the role ends when it starts.
  const season = startDate.split(/\s+/)[0]?.toLowerCase() ?? '';
  return {
    startDate,
    endDate: Object.hasOwn(SEASONS, season) ? startDate : '',
    index,
    length: match[1].length,
  };
}

/** A lone date such as a graduation date, with its "Expected" prefix kept. */
export function findSingleDate(text: string): { text: string; index: number; length: number } | null {
  if (!MAY_HOLD_DATE.test(text)) return null;
  const match = ANY_SINGLE.exec(text);
  if (!match) return null;
  return { text: tidyDate(match[0]), index: match.index, length: match[0].length };
}

/** "Mar '19" → "Mar 2019": a year written with two digits is read in the century that makes it past. */
function fullYear(text: string): string {
  return text
    .replace(/\s*['’](\d{2})$/, (_match, digits: string) => {
      const year = 2000 + Number(digits);
      return ` ${year > new Date().getFullYear() + 1 ? year - 100 : year}`;
    })
    .trim();
}

function tidyDate(text: string): string {
  const trimmed = fullYear(
    text
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/^\d{1,2}(?:st|nd|rd|th)?\s*[\s-]\s*(?=\p{L})/u, '')
      .replace(/^(\p{L}+\.?)\s+\d{1,2}(?:st|nd|rd|th)?,\s*(?=\d{4}$)/u, '$1 '),
  );
  const fullDate = readFullDate(trimmed);
  if (fullDate) return fullDate;
  // "2019. szeptember" reads as "szeptember 2019", the order every other date is kept in.
  const yearFirst = /^(\d{4})\.\s*(\p{L}+\.?)$/u.exec(trimmed);
  if (yearFirst) return `${yearFirst[2]} ${yearFirst[1]}`;
  // "2016 to date", "till date": the phrase means the role goes on; "Date" alone says nothing.
  if (/^(?:(?:till|until|to)\s+)?date$/i.test(trimmed)) return 'Present';
  // "III. 2021" reads as "Mar 2021".
  const roman = /^([ivx]+)\.\s*(\d{4})$/i.exec(trimmed);
  const romanMonth = roman?.[1] ? ROMAN_MONTHS.indexOf(roman[1].toLowerCase()) : -1;
  if (roman && romanMonth >= 0) return `${capitalize(MONTHS[romanMonth] ?? '')} ${roman[2]}`;
  // "Jun/2021" reads as "Jun 2021".
  const joined = /^(\p{L}+\.?)\s*[/-]\s*(\d{4})$/u.exec(trimmed);
  if (joined) return `${joined[1]} ${joined[2]}`;
  return OPEN_END_PATTERN.test(trimmed) ? capitalize(trimmed.toLowerCase()) : trimmed;
}

/**
 * A whole day's date as month and year ("15.03.2019" → "03/2019"). Dots and dashes put the day
 * first, as Europe writes them; a slash is read month first, as in America, unless its first number
 * cannot be a month. Null when the text is no such date.
 */
function readFullDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-\d{1,2}$/.exec(text);
  if (iso?.[1] && iso[2]) return `${iso[2].padStart(2, '0')}/${iso[1]}`;
  const dotted = /^(\d{4})\.(\d{1,2})\.\d{1,2}\.?$/.exec(text);
  if (dotted?.[1] && dotted[2] && Number(dotted[2]) >= 1 && Number(dotted[2]) <= 12)
    return `${dotted[2].padStart(2, '0')}/${dotted[1]}`;
  const match = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(text);
  if (!match?.[1] || !match[3] || !match[4]) return null;
  const [first, second] = [Number(match[1]), Number(match[3])];
  const month = match[2] === '/' && first <= 12 ? first : second;
  return month >= 1 && month <= 12 ? `${String(month).padStart(2, '0')}/${match[4]}` : null;
}

export function isOpenEnded(text: string): boolean {
  return OPEN_END_PATTERN.test(text.trim());
}

/** Reads one date; "Present" is read as `now`. Null when it is not a date. */
export function readMonthYear(text: string, now: Date = new Date()): MonthYear | null {
  const trimmed = text
    .trim()
    .toLowerCase()
    .replace(/^(expected|anticipated|graduated|class of)\s+/, '');
  if (OPEN_END_PATTERN.test(trimmed)) return { year: now.getFullYear(), month: now.getMonth() + 1 };
  const quarter = /^q([1-4])\s+(\d{4})$/.exec(trimmed);
  if (quarter?.[1] && quarter[2])
    return { year: Number(quarter[2]), month: (Number(quarter[1]) - 1) * 3 + 1 };
  const words = /^(\p{L}+)\.?(?:,?\s+(?:(?:de|del)\s+)?|\s*[/-]\s*)(\d{4})$/u.exec(trimmed);
  if (words?.[1] && words[2]) {
    const month = SEASONS[words[1]] ?? FOREIGN_MONTHS[words[1]] ?? MONTHS.indexOf(words[1].slice(0, 3)) + 1;
    return month > 0 ? { year: Number(words[2]), month } : null;
  }
  const slashed = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(trimmed);
  if (slashed?.[1] && slashed[2]) return validMonth(Number(slashed[2]), Number(slashed[1]));
  const iso = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(trimmed);
  if (iso?.[1] && iso[2]) return validMonth(Number(iso[1]), Number(iso[2]));
  if (/^\d{4}$/.test(trimmed)) return { year: Number(trimmed), month: null };
  return null;
}

function validMonth(year: number, month: number): MonthYear | null {
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** Months since year 0, for ordering and ages; a year alone counts as its middle. */
export function toMonthIndex(date: MonthYear): number {
  return date.year * 12 + (date.month ?? 6) - 1;
}

/** How a date is written: the analysis wants one style throughout. */
export function describeDateStyle(text: string): 'month-name' | 'numeric' | 'year' | 'open' | 'unknown' {
  const trimmed = text.trim();
  if (isOpenEnded(trimmed)) return 'open';
  if (/^\d{4}$/.test(trimmed)) return 'year';
  if (/^[A-Za-z]/.test(trimmed) && readMonthYear(trimmed)) return 'month-name';
  if (readMonthYear(trimmed)) return 'numeric';
  return 'unknown';
}

/** JSON Resume wants ISO 8601 ("2024-05", "2019"); null for "Present" or unreadable text. */
export function toIsoDate(text: string): string | null {
  if (!text.trim() || isOpenEnded(text)) return null;
  const date = readMonthYear(text);
  if (!date) return null;
  return date.month ? `${date.year}-${String(date.month).padStart(2, '0')}` : String(date.year);
}

/** "2024-05" or "2024-05-17" → "May 2024"; "2019" → "2019". */
export function fromIsoDate(iso: string | undefined): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(iso?.trim() ?? '');
  if (!match?.[1]) return iso?.trim() ?? '';
  const month = match[2] ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match[1]}` : match[1];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
