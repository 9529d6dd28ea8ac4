import { readOpeningVerb } from '../../analyse/action-verbs';
import { isLocation, splitFields } from '../contact';
import { type DateRange, findDateRange, findEdgeDate, findOpenRange, joinSplitRange } from '../dates';
import type { SourceLine } from '../source-lines';
import { isLegalForm, organisationScore, TITLE_WORDS, titleScore } from '../title-words';

/**
 * What a line of a role section (experience, volunteering) is: part of a role's header (title,
 * employer, place, maybe its dates), a line holding only the dates, a bullet, or running text.
 */
export type RoleLineLabel = 'role-header' | 'role-dates' | 'bullet' | 'text';
/** `text` when the line's closing full stop was only a LaTeX entry's punctuation, dropped. */
export type RoleLine = { label: RoleLineLabel; dates?: DateRange; text?: string };

/** How long a role went on, said beside its dates: "(2 Years+)", "~ 7 years", "(1 Year, 3 Months)". */
const DURATION =
  /[(~]*\s*\d+(?:\.\d+)?\+?\s*(?:years?|yrs?|months?|mos?)\.?\+?(?:,?\s*\d+\+?\s*(?:months?|mos?)\.?)?\s*\)?/gi;
/** Words that lead into dates: "From Sept. 2019 – Present", "Dates: 2019 – 2021". */
const DATE_LEAD = /(?:^|\s)(?:from|since|dates?:?|period:?)\s*$/i;
/** Abbreviations a header may end with, unlike a sentence: "Acme, Inc.", "Smith & Co.". */
const ABBREVIATION_END =
  /\b(?:inc|ltd|co|corp|llc|plc|jr|sr|st|dept|assn|intl|bros|u\.s|s\.a|n\.a|p\.c|l\.p|e\.v|s\.r\.l)\.$/i;
/** "Title at Company": the word that parts a title from its employer in running text. */
const AT_EMPLOYER = /\s(?:at|@)\s/;
/** "Six years as network engineer at Copperline": a role told as a sentence. */
const PROSE_ROLE = /^[A-Z0-9].*\b(?:as|was)\s+(?:an?\s+|the\s+)?[A-Za-z].*\s(?:at|@)\s+[A-Z0-9]/;
/** "Working as Cloud Engineer in Veltrix Technologies since…": the Indian CV's sentence, employer after "in", "with" or "for". */
export const WORKING_AS =
  /^(?:[Cc]urrently\s+)?(?:[Ww]orking|[Ww]orked|[Ee]mployed|[Ss]erving|[Ss]erved|[Ee]ngaged|[Aa]ssociated)\s+as\s+(?:an?\s+|the\s+)?(.+?)\s(?:in|with|for|at|@)\s+(?=[A-Z0-9])/;
const MAX_PROSE_WORDS = 30;

/** A sentence that says title and employer: a role's whole header, however long. */
export function isProseRole(text: string): boolean {
  return (PROSE_ROLE.test(text) || WORKING_AS.test(text)) && text.split(/\s+/).length <= MAX_PROSE_WORDS;
}

/**
 * A line ends a sentence: a full stop (not an abbreviation's or a legal form's, as in "Cordillera
 * Tin Ltda."), a semicolon, a question or exclamation mark.
 */
export function endsSentence(text: string): boolean {
  return (
    /[.;!?]$/.test(text) &&
    !ABBREVIATION_END.test(text) &&
    !/\b[A-Z]\.$/.test(text) &&
    !isLegalForm(text.split(/\s+/).at(-1) ?? '')
  );
}

/** The line without its dates and what is said beside them (a duration, "From", a note in brackets). */
export function withoutDates(text: string, range: DateRange): string {
  const before = text.slice(0, range.index).replace(DATE_LEAD, '');
  let after = text.slice(range.index + range.length);
  // A note right after the dates ("(company folded)") is about them, not a field; a place stays.
  const note = /^\s*\(([^)]*)\)/.exec(after);
  if (note && !isLocation(note[1] ?? '') && !/^(?:remote|hybrid|on-?site)$/i.test(note[1] ?? '')) {
    after = after.slice(note[0].length);
  }
  // "(Grupo Norte S.A., Monterrey - Jan 2021 to present)": fields and dates wrapped in one bracket.
  const joined = `${before} ${after}`.trim();
  const unwrapped = /^\(([^()]*)\)$/.exec(joined)?.[1] ?? joined;
  return unwrapped
    .replace(DURATION, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/(?:\s*[,|–—-]\s*|\s*\(\s*)+$/g, '')
    .replace(/^(?:\s*[,|–—-]\s*|\s*\)\s*)+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Harbourview Clinic - Ocala, FL": a name, a plain hyphen, then a place. */
export function splitNameAndPlace(text: string): [string, string] | null {
  const match = /^(.*\S)\s+[-–—]\s+(\S.*)$/.exec(text);
  return match?.[1] && match[2] && isLocation(match[2]) ? [match[1], match[2]] : null;
}

/** Words of a line, without the dashes and bars that part its fields. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

/**
 * A line marked as a bullet that is really fields ("Senior Web Developer | San Francisco, CA",
 * "Harbourview Clinic - Ocala, FL").
 */
export function looksLikeHeaderFields(text: string): boolean {
  const named = splitNameAndPlace(text);
  const fields = named ?? splitFields(text);
  // "1. Konkan Infotech Ltd, Mumbai": an employer by its legal form, numbered like a list item.
  if (
    organisationScore(text) >= 3 &&
    wordCount(text) <= 8 &&
    !/[.;:]$/.test(text) &&
    readOpeningVerb(text).form === 'none'
  )
    return true;
  return (
    wordCount(text) <= 9 &&
    !/[.;]$/.test(text) &&
    (fields.length > 1 || isLocation(text) || (TITLE_WORDS.test(text) && wordCount(text) <= 6)) &&
    fields.every((field) => wordCount(field) <= 5)
  );
}

/**
 * Text that can stand in a role's header: short fields, not a sentence, not a label. "Title at
 * Employer in City" may run longer, since it says all three.
 */
/** A note under a role that lists what was used: "Skills: Splunk · SOAR", "Environment: AWS". */
const LIST_NOTE = /^(?:skills|tools|technologies|tech stack|environment|stack|tech)\s*:/i;

export function isHeaderText(text: string): boolean {
  if (!text) return true;
  if (isProseRole(text)) return true;
  if (/^[a-z]/.test(text) || /:$/.test(text) || LIST_NOTE.test(text) || endsSentence(text)) return false;
  const words = text.split(/\s+/).length;
  const fields = splitFields(text);
  if (AT_EMPLOYER.test(text) && words <= 24) return true;
  if (fields.length > 1) return words <= 24 && fields.every((field) => field.split(/\s+/).length <= 10);
  return words <= 12;
}

/** The dates a line gives a role: a range, a range left open, or one date at the end of a header. */
function findLineDates(line: SourceLine): DateRange | null {
  const range = findDateRange(line.text) ?? findOpenRange(line.text);
  if (range) return range;
  const edge = findEdgeDate(line.text);
  if (!edge) return null;
  const rest = withoutDates(line.text, edge);
  // A lone date opens a role only beside what a header holds, or on a line of its own.
  const saysRole =
    rest === '' ||
    line.isEmphasized ||
    splitFields(rest).length > 1 ||
    titleScore(rest) > 0 ||
    organisationScore(rest) > 0;
  return saysRole && isHeaderText(rest) && !/^\d/.test(rest) ? edge : null;
}

/** A label that says the line holds a role's dates: "Duration: Jul 2014 – Mar 2019". */
const DATES_LABEL =
  /^(?:duration|period|dates?|inclusive dates|dates? of employment|employment (?:dates|period)|tenure|time ?frame|from\s*[-–/]\s*to)\s*\|?\s*:?$/i;

/**
 * "(Position made redundant when the bank merged in October 2016.)", "(Oct 2013 – Feb 2014: language
 * course abroad.)": a line wholly in brackets that says something besides its dates, in words
 * no header is written in, is a note about the roles around it, never a role of its own.
 */
function isBracketedNote(text: string): boolean {
  const inner = /^\((.*)\)\.?$/.exec(text.trim())?.[1];
  if (!inner) return false;
  const dates = findDateRange(inner) ?? findOpenRange(inner);
  const rest = dates ? withoutDates(inner, dates) : inner;
  const said = rest.replace(/^[\s:;,.–—-]+/, '').trim();
  // "(Grupo Acerero S.A., Monterrey - Jan 2021 to present)" is a header set in brackets.
  return wordCount(said) >= 3 && !isHeaderText(said);
}

/**
 * "Lead Network Engineer, Cambrian Health Service, Cardiff.": a LaTeX CV's dated entry closes its
 * fields with a full stop. Beside dates, short capitalised fields parted by commas are a header
 * whatever ends them; a sentence has a field in lower case or a long one.
 */
function withoutFieldsPeriod(rest: string): string {
  if (!/[^.]\.$/.test(rest) || !endsSentence(rest)) return rest;
  const fields = rest.slice(0, -1).split(/,\s+/);
  const isFieldList =
    fields.length >= 2 && fields.every((field) => /^[\p{Lu}\d(]/u.test(field) && wordCount(field) <= 6);
  return isFieldList ? rest.slice(0, -1) : rest;
}

/** What one line of a role section is. */
export function labelRoleLine(line: SourceLine): RoleLine {
  if (isBracketedNote(line.text)) return { label: 'text' };
  const dates = findLineDates(line);
  if (dates) {
    const said = withoutDates(line.text, dates);
    const rest = withoutFieldsPeriod(said);
    const unstopped = rest !== said && line.text.endsWith('.') ? { text: line.text.slice(0, -1) } : {};
    if (rest === '' || DATES_LABEL.test(rest)) return { label: 'role-dates', dates };
    // A bullet that, dates aside, is a short header ("Acme Corp | Jan 2019 to Present").
    // A bullet that tells a whole role ("Worked as … in … from 2015 to 2019.") is its header too.
    const isHeader = line.isBullet
      ? isProseRole(rest) || (wordCount(rest) <= 10 && !endsSentence(rest) && isHeaderText(rest))
      : isHeaderText(rest);
    if (isHeader) return { label: 'role-header', dates, ...unstopped };
  }
  const text = line.text;
  if (line.isBullet) return { label: looksLikeHeaderFields(text) ? 'role-header' : 'bullet' };
  return { label: isHeaderText(text) ? 'role-header' : 'text' };
}

/** The dates a line opens with, when it opens with a range ("2018 – 2020 Worked at …"). */
function leadingRange(line: SourceLine): DateRange | null {
  const range = findDateRange(line.text) ?? findOpenRange(line.text);
  return range && range.index === 0 ? range : null;
}

const MIN_DATE_LED = 2;

/**
 * A section whose roles each open with their dates ("2019 – 2021  Tester at Acme") opens a role at
 * every line that starts with dates, even where the rest is a sentence ("2012 – 2015 I worked
 * abroad:"): the layout, not the wording, marks the role.
 */
export function labelDateLed<T extends SourceLine & { label: string; dates?: DateRange }>(lines: T[]): T[] {
  const led = lines.filter(
    (line) => line.label === 'role-header' && line.dates?.index === 0 && !line.isBullet,
  );
  if (led.length < MIN_DATE_LED) return lines;
  return lines.map((line) => {
    const range = line.label === 'text' && !line.isBullet ? leadingRange(line) : null;
    return range ? { ...line, label: 'role-header', dates: range } : line;
  });
}

/** Lines with a date range broken across them put back together (see joinSplitRange). */
export function joinSplitRanges<T extends SourceLine>(lines: T[]): T[] {
  const joined: T[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as T;
    const next = lines[index + 1];
    const repaired = next ? joinSplitRange(line.text, next.text) : null;
    if (!next || !repaired) {
      joined.push(line);
      continue;
    }
    joined.push({ ...line, text: repaired.first, isBullet: false });
    if (repaired.second) joined.push({ ...next, text: repaired.second });
    index++;
  }
  return joined;
}
