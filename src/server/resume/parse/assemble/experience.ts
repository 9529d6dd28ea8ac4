import type { ExperienceEntry } from '../../../../shared/resume/parsed-resume';
import { isLocation, splitFields } from '../contact';
import { type DateRange, findDateRange, joinSplitRange } from '../dates';
import type { SourceLine } from '../source-lines';
import { TITLE_WORDS } from '../title-words';
import { readHeader } from './role-header';

const MAX_HEADER_LINES = 3;
const PAGE_NUMBER = /^(?:page\s+)?\d{1,2}\s*(?:\/|of)\s*\d{1,2}$/i;
const LONE_URL = /^(?:https?:\/\/|www\.)\S+$/i;

type Draft = {
  header: string[];
  headerEmphasis: boolean[];
  dates: { startDate: string; endDate: string };
  bullets: string[];
};

/**
 * Roles from the lines of an experience section. A date range marks each role; the short header
 * lines just above it (title, employer, place, stacked in any order) and those just below it
 * that the header still lacks are its header, and the lines after that are its bullets.
 */
export function readExperience(lines: SourceLine[]): { entries: ExperienceEntry[]; unplaced: string[] } {
  // A role's own web address is a link beside it, not something the person did.
  const kept = joinSplitRanges(
    lines.filter((line) => !LONE_URL.test(line.text) && !PAGE_NUMBER.test(line.text)),
  );
  const anchors: Array<{ index: number; range: DateRange; headerStart: number }> = [];
  kept.forEach((line, index) => {
    const range = findRoleDates(line);
    if (!range) return;
    const floor = (anchors.at(-1)?.index ?? -1) + 1;
    anchors.push({ index, range, headerStart: findHeaderStart(kept, index, floor) });
  });
  const first = anchors[0];
  const unplaced = kept.slice(0, first ? first.headerStart : kept.length).map((line) => line.text);
  const drafts = anchors.map((anchor, position) => {
    const line = kept[anchor.index] as SourceLine;
    const { range } = anchor;
    const headerLines = kept.slice(anchor.headerStart, anchor.index);
    const rest = `${line.text.slice(0, range.index)} ${line.text.slice(range.index + range.length)}`
      .replace(/(?:[,|–—-]|\()\s*$/g, '')
      .replace(/^\s*(?:[,|–—-]|\))/g, '')
      .trim();
    const draft: Draft = {
      header: [...headerLines.map((item) => item.text), ...(rest ? [rest] : [])],
      headerEmphasis: [...headerLines.map((item) => item.isEmphasized), line.isEmphasized],
      dates: { startDate: range.startDate, endDate: range.endDate },
      bullets: [],
    };
    const end = anchors[position + 1]?.headerStart ?? kept.length;
    let index = anchor.index + 1;
    for (; index < end; index++) {
      const next = kept[index] as SourceLine;
      const isHeaderLike = !next.isBullet || looksLikeHeaderFields(next.text);
      if (!isHeaderLike || !isHeaderContinuation(next, draft)) break;
      draft.header.push(next.text);
      draft.headerEmphasis.push(next.isEmphasized);
    }
    // A short label ending in a colon ("Key Achievements:") introduces bullets; it is not one.
    draft.bullets = kept
      .slice(index, end)
      .map((item) => item.text)
      .filter((text) => !(/:$/.test(text) && text.split(/\s+/).length <= 4));
    return draft;
  });
  return { entries: inheritEmployers(drafts.map(toEntry), drafts), unplaced };
}

/** Lines with a date range broken across them put back together (see joinSplitRange). */
function joinSplitRanges(lines: SourceLine[]): SourceLine[] {
  const joined: SourceLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as SourceLine;
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

/**
 * Where a role's header begins: the short, non-sentence lines right above its dates, at most
 * two besides a place ("Acme Corp / Senior Engineer / Austin, TX"), never the role before.
 */
function findHeaderStart(lines: SourceLine[], anchor: number, floor: number): number {
  let start = anchor;
  let named = 0;
  let places = 0;
  for (let index = anchor - 1; index >= floor; index--) {
    const line = lines[index] as SourceLine;
    const text = line.text;
    const isPlace = isLocation(text);
    const isHeaderLike =
      text.split(/\s+/).length <= 10 &&
      !/[.;!?]$/.test(text) &&
      !/^[a-z]/.test(text) &&
      (!line.isBullet || isPlace || looksLikeHeaderFields(text));
    if (!isHeaderLike) break;
    if (isPlace) places++;
    else named++;
    if (named > MAX_HEADER_LINES - 1 || places > 1) break;
    start = index;
  }
  return start;
}

/**
 * The dates that open a role. A line the file marks as a bullet still holds them when, dates
 * aside, it is a short header ("Acme Corp | Jan 2019 to Present"), not a sentence about the work.
 */
function findRoleDates(line: SourceLine): DateRange | null {
  const range = findDateRange(line.text);
  if (!range || !line.isBullet) return range;
  const rest = `${line.text.slice(0, range.index)} ${line.text.slice(range.index + range.length)}`.trim();
  const words = rest.split(/\s+/).filter(Boolean).length;
  // "Acme, Inc." ends in a full stop too; a sentence is longer.
  const isSentence = /^[a-z]/.test(rest) || (words > 4 && /[.;]$/.test(rest));
  return words <= 8 && !isSentence ? range : null;
}

/** A line marked as a bullet that is really fields ("Senior Web Developer | San Francisco, CA"). */
function looksLikeHeaderFields(text: string): boolean {
  const fields = splitFields(text);
  return (
    text.split(/\s+/).length <= 9 &&
    !/[.;]$/.test(text) &&
    (fields.length > 1 || isLocation(text) || (TITLE_WORDS.test(text) && text.split(/\s+/).length <= 6)) &&
    fields.every((field) => field.split(/\s+/).length <= 5)
  );
}

/** A short line right under a role's dates ("Acme Corp | Austin, TX") still describes the role. */
function isHeaderContinuation(line: SourceLine, draft: Draft): boolean {
  const words = line.text.split(/\s+/).length;
  if (words > 9 || /[.;]$/.test(line.text) || draft.header.length >= MAX_HEADER_LINES) return false;
  const fields = splitFields(line.text);
  const known = readHeader(draft.header, draft.headerEmphasis);
  return fields.every((field) => isLocation(field)) || !known.company || !known.title;
}

/**
 * Several roles under one employer: the employer is written once, above the first, and each later
 * role has only its title and dates. Such a role keeps the employer (and place) of the one before.
 */
function inheritEmployers(entries: ExperienceEntry[], drafts: Draft[]): ExperienceEntry[] {
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    const isTitleOnly =
      entry.title !== '' && entry.company === '' && (drafts[index]?.header.length ?? 0) <= 1;
    if (previous?.company && isTitleOnly) {
      entry.company = previous.company;
      if (!entry.location) entry.location = previous.location;
    }
  });
  return entries;
}

function toEntry(draft: Draft): ExperienceEntry {
  const { title, company, location } = readHeader(draft.header, draft.headerEmphasis);
  return { title, company, location, ...draft.dates, bullets: draft.bullets.filter(Boolean) };
}
