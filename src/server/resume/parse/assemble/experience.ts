import type { ExperienceEntry } from '../../../../shared/resume/parsed-resume';
import type { ClassifiedLine } from '../classify/classify-lines';
import { endsSentence, isHeaderText, withoutDates } from '../classify/role-lines';
import { isLocation } from '../contact';
import { readMonthYear, toMonthIndex } from '../dates';
import { organisationScore, titleScore } from '../title-words';
import { awaitsEmployerLine } from './dashed-titles';
import { inheritEmployers, takeLeadingEmployer } from './employer-inheritance';
import { THROUGH_AGENCY, TITLE_THROUGH_AGENCY } from './header-words';
import {
  type HeaderOrder,
  headerLineFields,
  MAX_HEADER_LINES,
  type RoleDraft,
  readHeader,
} from './role-header';
import { isCareerBreak, isRoleNoise } from './role-noise';
import { asTitle, withBodyOnFirstTitle } from './title-run-roles';

/** A short label ending in a colon ("Key Achievements:") introduces bullets; it is not one. */
const LABEL = /:$/;

const isHeaderLine = (line: ClassifiedLine) => line.label === 'role-header' && !line.dates;

/**
 * Roles from the labelled lines of a role section. Each role has dates (a range, an open range or
 * a start); the header lines next to them (title, employer, place, stacked in any order) are its
 * header, and the lines after that its bullets. When every role's dates come after its text (a
 * header, a paragraph, then the dates), each date line closes the role above it instead.
 */
export function readExperience(lines: ClassifiedLine[]): {
  entries: ExperienceEntry[];
  drafts: RoleDraft[];
  unplaced: string[];
} {
  const kept = lines.filter((line) => !isRoleNoise(line.text));
  const spans = hasDatesLast(kept) ? spansDatesLast(kept) : spansDatesFirst(kept);
  const first = spans[0];
  const unplaced = kept.slice(0, first ? first.start : kept.length).map((line) => line.text);
  const drafts = spans.flatMap((span) => withUndatedRoles(kept, span).map((part) => toDraft(kept, part)));
  const roles = withBodyOnFirstTitle(withoutEmployerGroups(drafts));
  const order = majorityOrder(roles);
  for (const role of roles) {
    if (role.reading.isUnsure && order) role.reading = readHeader(role.header, order);
  }
  const tookLead = takeLeadingEmployer(roles, unplaced);
  inheritEmployers(roles);
  const worked = roles
    .map((role) => ({ role, entry: toEntry(role) }))
    .filter(({ entry }) => !isCareerBreak(entry));
  return {
    entries: worked.map(({ entry }) => entry),
    drafts: worked.map(({ role }) => role),
    unplaced: tookLead ? [] : unplaced,
  };
}

/** Where a role's lines are: its header from `start` to `bodyStart` (the date line among them), its bullets to `end`. */
type Span = { start: number; dateLine: number; bodyStart: number; end: number };

/**
 * Header lines around each date line: the short lines just above it (at most two besides a place,
 * never into the role before) and those just below that the header still lacks.
 */
function spansDatesFirst(lines: ClassifiedLine[]): Span[] {
  const anchors = lines.flatMap((line, index) => (line.dates ? [index] : []));
  const spans: Span[] = [];
  anchors.forEach((anchor, position) => {
    // Never into the role before: its header, dates and the header lines right under them.
    const floor = spans.at(-1)?.bodyStart ?? 0;
    let start = anchor;
    let named = 0;
    let places = 0;
    for (let index = anchor - 1; index >= floor; index--) {
      const line = lines[index] as ClassifiedLine;
      if (!isHeaderLine(line)) break;
      if (isLocation(line.text)) places++;
      else named++;
      // A title's opening words wrapped above its noun count as one line with it.
      const below = lines[index + 1]?.text ?? '';
      if (joinWrappedTitles([line.text, below]).length === 1) named--;
      if (named > MAX_HEADER_LINES - 1 || places > 1) break;
      start = index;
    }
    const next = anchors[position + 1] ?? lines.length;
    let bodyStart = anchor + 1;
    while (bodyStart < next && isHeaderLine(lines[bodyStart] as ClassifiedLine)) {
      const header = lines.slice(start, bodyStart).map(textBesideDates);
      const reading = readHeader(header, null, { splitDashes: false });
      const line = lines[bodyStart] as ClassifiedLine;
      // "Helpdesk Technician — project for a Spanish client" above "Contact Norte, Lda. — Braga": a
      // note after the title read as its employer, while the line below is the employer by its form.
      const lacks =
        !reading.company ||
        !reading.title ||
        isLocation(line.text) ||
        (organisationScore(line.text) > 0 && organisationScore(reading.company) <= 0) ||
        awaitsEmployerLine(header, line.text, headerLineFields);
      if (bodyStart - start >= MAX_HEADER_LINES || !lacks || !isHeaderSized(line.text)) break;
      bodyStart++;
    }
    spans.push({ start, dateLine: anchor, bodyStart, end: next });
  });
  // Each role ends where the next one's header starts.
  spans.forEach((span, index) => {
    span.end = spans[index + 1]?.start ?? lines.length;
  });
  return spans;
}

/**
 * A line short enough to finish a header: up to nine words, or a longer "employer, department,
 * town" whose every comma-parted field is a name's length (a hospital and its ward wrapped onto
 * two lines). A sentence of the role's text runs on between its commas.
 */
function isHeaderSized(text: string): boolean {
  const words = text.split(/\s+/).length;
  // "DevOps Engineer (Contract) – via Cobalt Talent Ltd at Department for Transport": a contractor's
  // header names the agency besides title and client, and runs longer.
  if (words <= 9 || TITLE_THROUGH_AGENCY.test(text) || THROUGH_AGENCY.test(text)) return true;
  const fields = text.split(/,\s+/);
  return words <= 16 && fields.length >= 2 && fields.every((field) => field.split(/\s+/).length <= 6);
}

/** Every date line stands alone right after running text and before the next header: dates come last. */
function hasDatesLast(lines: ClassifiedLine[]): boolean {
  const dateLines = lines.flatMap((line, index) => (line.label === 'role-dates' ? [index] : []));
  if (dateLines.length < 2 || lines.some((line) => line.label === 'role-header' && line.dates)) return false;
  const closing = dateLines.filter((index) => {
    const above = lines[index - 1];
    const below = lines[index + 1];
    return above && !isHeaderLine(above) && (!below || isHeaderLine(below));
  });
  return closing.length === dateLines.length && isHeaderLine(lines[0] as ClassifiedLine);
}

/** Roles whose dates close them: the header at the top of each stretch, the text, then the dates. */
function spansDatesLast(lines: ClassifiedLine[]): Span[] {
  const spans: Span[] = [];
  let start = 0;
  lines.forEach((line, index) => {
    if (line.label !== 'role-dates') return;
    let bodyStart = start;
    while (
      bodyStart < index &&
      bodyStart - start < MAX_HEADER_LINES &&
      isHeaderLine(lines[bodyStart] as ClassifiedLine)
    )
      bodyStart++;
    spans.push({ start, dateLine: index, bodyStart, end: index });
    start = index + 1;
  });
  return spans;
}

const MIN_UNDATED_HEADER = 2;

/**
 * A role written without dates ("Lantern Bay Hotels | two seasons" above "Events Coordinator")
 * after a dated one: a run of two or three header lines in the role's body whose words tell a title
 * and an employer apart is a role of its own, not the bullets of the role above. Its span has no
 * date line (-1).
 */
function withUndatedRoles(lines: ClassifiedLine[], span: Span): Span[] {
  const spans: Span[] = [span];
  let index = span.bodyStart;
  while (index < span.end) {
    let runEnd = index;
    while (runEnd < span.end && isHeaderLine(lines[runEnd] as ClassifiedLine) && !lines[runEnd]?.isBullet)
      runEnd++;
    const run = lines.slice(index, runEnd).map((line) => line.text);
    const reading =
      run.length >= MIN_UNDATED_HEADER && run.length <= MAX_HEADER_LINES ? readHeader(run) : null;
    if (reading?.title && reading.company && !reading.isUnsure && run.every((text) => !endsSentence(text))) {
      const last = spans.at(-1) as Span;
      last.end = index;
      spans.push({ start: index, dateLine: -1, bodyStart: runEnd, end: span.end });
    }
    index = Math.max(runEnd, index + 1);
  }
  return spans;
}

function toDraft(lines: ClassifiedLine[], span: Span): RoleDraft {
  if (span.dateLine < 0) {
    const header = lines.slice(span.start, span.bodyStart).map((line) => line.text);
    return {
      header,
      dates: { startDate: '', endDate: '' },
      bullets: lines.slice(span.bodyStart, span.end).map((line) => line.text),
      reading: readHeader(header),
    };
  }
  const dateLine = lines[span.dateLine] as ClassifiedLine;
  const range = dateLine.dates;
  const headerLines = lines.slice(span.start, span.bodyStart);
  if (!headerLines.includes(dateLine)) headerLines.push(dateLine);
  // With dates last, the body runs from the header to the date line.
  const body = lines.slice(span.bodyStart, span.end).filter((line) => line !== dateLine);
  const texts = joinWrappedTitles(
    headerLines.map((line) => (line === dateLine ? textBesideDates(line) : line.text)).filter(Boolean),
  );
  // A sentence beside the dates (a role that opens "2012 – 2015 I worked abroad:") is what was done, not a header.
  const header = texts.filter((text) => isHeaderText(text));
  const told = texts.filter((text) => !isHeaderText(text));
  return {
    header,
    ...(dateLine.titleRun ? { titleRun: dateLine.titleRun } : {}),
    dates: { startDate: range?.startDate ?? '', endDate: range?.endDate ?? '' },
    bullets: [...told, ...body.map((line) => line.text)].filter(
      (text) => text && !(LABEL.test(text) && text.split(/\s+/).length <= 4),
    ),
    reading: dateLine.titleRun ? asTitle(readHeader(header)) : readHeader(header),
  };
}

/**
 * A title a narrow column wrapped onto a second line ("Senior Network" above "Administrator"): the
 * second line is a title's noun alone, the first its opening words without one, and no employer.
 */
function joinWrappedTitles(texts: string[]): string[] {
  const joined: string[] = [];
  for (const text of texts) {
    const previous = joined.at(-1);
    const isTail = text.split(/\s+/).length === 1 && titleScore(text) >= 3;
    // The first part holds a title's opening words (a rank, "Senior", "Lead") but not its noun.
    const previousScore = previous === undefined ? 0 : titleScore(previous);
    const isHead =
      previous !== undefined &&
      previous.split(/\s+/).length <= 4 &&
      previousScore > 0 &&
      previousScore < 3 &&
      organisationScore(previous) === 0 &&
      !isLocation(previous) &&
      !/[|,]/.test(previous);
    if (previous !== undefined && isTail && isHead) joined[joined.length - 1] = `${previous} ${text}`;
    else joined.push(text);
  }
  return joined;
}

/** The text of a date line without its dates, for the header. */
function textBesideDates(line: ClassifiedLine): string {
  return line.dates ? withoutDates(line.text, line.dates) : line.text;
}

/** The order (title or employer first) most roles that say it plainly use; the unsure ones follow it. */
function majorityOrder(drafts: RoleDraft[]): HeaderOrder | null {
  let titleFirst = 0;
  let companyFirst = 0;
  for (const draft of drafts) {
    if (draft.reading.isUnsure || draft.reading.order === null) continue;
    if (draft.reading.order === 'title-first') titleFirst++;
    else companyFirst++;
  }
  if (titleFirst === companyFirst) return null;
  return titleFirst > companyFirst ? 'title-first' : 'company-first';
}

function monthIndex(text: string): number | null {
  const date = readMonthYear(text);
  return date ? toMonthIndex(date) : null;
}

/**
 * An employer written once with the whole stay ("Acme Corp ~ 7 years (2015–Present)") and the
 * roles held there below it, each with its own dates inside that stay: the employer is not a
 * role of its own; the roles under it that name no employer take its name.
 */
function withoutEmployerGroups(drafts: RoleDraft[]): RoleDraft[] {
  const kept: RoleDraft[] = [];
  for (let index = 0; index < drafts.length; index++) {
    const group = drafts[index] as RoleDraft;
    const next = drafts[index + 1];
    const from = monthIndex(group.dates.startDate);
    const to = group.dates.endDate ? monthIndex(group.dates.endDate) : from;
    const inside = (draft: RoleDraft) => {
      const start = monthIndex(draft.dates.startDate);
      return from !== null && to !== null && start !== null && start >= from && start <= to + 1;
    };
    const isGroup =
      group.bullets.length === 0 &&
      next !== undefined &&
      !next.reading.company &&
      inside(next) &&
      group.header.length > 0;
    if (!isGroup) {
      kept.push(group);
      continue;
    }
    const employer = group.reading.company || group.reading.title;
    for (let child = index + 1; child < drafts.length; child++) {
      const draft = drafts[child] as RoleDraft;
      if (!inside(draft) || draft.reading.company) break;
      draft.reading = {
        ...draft.reading,
        company: employer,
        location: draft.reading.location || group.reading.location,
      };
    }
  }
  return kept;
}

export function toEntry(draft: RoleDraft): ExperienceEntry {
  const { title, company, location } = draft.reading;
  return { title, company, location, ...draft.dates, bullets: draft.bullets.filter(Boolean) };
}
