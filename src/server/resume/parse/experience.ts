import type { ExperienceEntry } from '../../../shared/resume/parsed-resume';
import { isLocation, splitFields } from './contact';
import { type DateRange, findDateRange } from './dates';
import type { SourceLine } from './source-lines';

const TITLE_WORDS =
  /\b(manager|director|head|chief|officer|vp|vice president|president|founder|co-founder|owner|partner|principal|consultant|advisor|adviser|engineer|analyst|architect|administrator|admin|specialist|lead|leader|supervisor|coordinator|technician|developer|designer|intern|associate|executive|cio|cto|ciso|coo|ceo|it-ops|tester|programmer|strategist|scientist|representative|assistant|contractor|fellow|instructor|sr\.?|senior|junior|jr\.?)\b/i;
const MAX_HEADER_LINES = 3;
const LONE_URL = /^(?:https?:\/\/|www\.)\S+$/i;

type Draft = {
  header: string[];
  headerEmphasis: boolean[];
  dates: { startDate: string; endDate: string };
  bullets: string[];
};

/**
 * Roles from the lines of an experience section. A date range marks each role; the short
 * non-bullet lines just above or beside it are its header (title, employer, place), and the lines
 * after it are its bullets.
 */
export function readExperience(lines: SourceLine[]): { entries: ExperienceEntry[]; unplaced: string[] } {
  const drafts: Draft[] = [];
  const unplaced: string[] = [];
  let pending: SourceLine[] = [];
  const current = () => drafts.at(-1);

  for (const line of lines) {
    // A role's own web address is a link beside it, not something the person did.
    if (LONE_URL.test(line.text)) continue;
    const range = findRoleDates(line);
    if (range) {
      const previous = current();
      const headerLines = pending.slice(-(MAX_HEADER_LINES - 1));
      const leftover = pending.slice(0, pending.length - headerLines.length).map((item) => item.text);
      if (previous) previous.bullets.push(...leftover);
      else unplaced.push(...leftover);
      const rest = `${line.text.slice(0, range.index)} ${line.text.slice(range.index + range.length)}`
        .replace(/(?:[,|–—-]|\()\s*$/g, '')
        .replace(/^\s*(?:[,|–—-]|\))/g, '')
        .trim();
      const header = [...headerLines.map((item) => item.text), ...(rest ? [rest] : [])];
      drafts.push({
        header,
        headerEmphasis: [...headerLines.map((item) => item.isEmphasized), line.isEmphasized],
        dates: { startDate: range.startDate, endDate: range.endDate },
        bullets: [],
      });
      pending = [];
      continue;
    }
    const draft = current();
    const isHeaderLike = !line.isBullet || looksLikeHeaderFields(line.text);
    if (
      isHeaderLike &&
      draft &&
      draft.bullets.length === 0 &&
      pending.length === 0 &&
      isHeaderContinuation(line, draft)
    ) {
      draft.header.push(line.text);
      continue;
    }
    if (line.isBullet) {
      if (draft && pending.length === 0) draft.bullets.push(line.text);
      else if (draft) {
        draft.bullets.push(...pending.map((item) => item.text), line.text);
        pending = [];
      } else unplaced.push(line.text);
      continue;
    }
    pending.push(line);
  }
  const last = current();
  if (last) last.bullets.push(...pending.map((item) => item.text));
  else unplaced.push(...pending.map((item) => item.text));
  return { entries: drafts.map(toEntry), unplaced };
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
  return words <= 8 && !/[.;]$/.test(rest) && !/^[a-z]/.test(rest) ? range : null;
}

/** A line marked as a bullet that is really fields ("Senior Web Developer | San Francisco, CA"). */
function looksLikeHeaderFields(text: string): boolean {
  const fields = splitFields(text);
  return (
    text.split(/\s+/).length <= 9 &&
    !/[.;]$/.test(text) &&
    (fields.length > 1 || isLocation(text)) &&
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

function toEntry(draft: Draft): ExperienceEntry {
  const { title, company, location } = readHeader(draft.header, draft.headerEmphasis);
  return { title, company, location, ...draft.dates, bullets: draft.bullets.filter(Boolean) };
}

/** Splits header lines into fields and tells title, employer and place apart. */
export function readHeader(
  lines: string[],
  emphasis: boolean[] = [],
): { title: string; company: string; location: string } {
  const fields: Array<{ text: string; line: number; isEmphasized: boolean }> = [];
  lines.forEach((line, index) => {
    for (const field of splitFields(line)) {
      const at = /^(.+?)\s+at\s+(.+)$/i.exec(field);
      const parts = at?.[1] && at[2] && TITLE_WORDS.test(at[1]) ? [at[1], at[2]] : splitTrailingPlace(field);
      for (const part of parts)
        fields.push({ text: part, line: index, isEmphasized: emphasis[index] ?? false });
    }
  });
  const location = fields.find((field) => isLocation(field.text));
  const others = fields.filter((field) => field !== location);
  // A line of its own, set in bold or first, that reads like a job title is the title.
  const title =
    others.find(
      (field) =>
        TITLE_WORDS.test(field.text) && lines.length > 1 && splitFields(lines[field.line] ?? '').length === 1,
    ) ??
    others.find((field) => TITLE_WORDS.test(field.text)) ??
    others[0];
  const company = others.find((field) => field !== title);
  return { title: title?.text ?? '', company: company?.text ?? '', location: location?.text ?? '' };
}

/** "Acme Corp, Austin, TX" → employer and place; a comma that is part of the name stays. */
function splitTrailingPlace(field: string): string[] {
  const match = /^(.+?),\s+([^,]+,\s*[^,]+)$/.exec(field);
  if (match?.[1] && match[2] && isLocation(match[2])) return [match[1], match[2]];
  return [field];
}
