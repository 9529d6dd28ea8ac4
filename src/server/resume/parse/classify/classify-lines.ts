import { isCertificationLike, isEducationLike } from '../assemble/education';
import { type DateRange, findDateRange, findSingleDate, joinSplitRange } from '../dates';
import type { SectionKey } from '../heading-words';
import { type Heading, isRoleTableHeader, isStandardHeading, readHeading, sectionOfWords } from '../sections';
import { type ExtractedText, isAllCaps, type SourceLine, shouldJoin } from '../source-lines';
import { titleScore } from '../title-words';
import { keepDatedNotesAsBullets } from './dated-notes';
import { inlineSkills, LABELLED } from './labelled-lines';
import { withoutPageFurniture } from './page-furniture';
import { isHeaderText, labelDateLed, labelRoleLine, type RoleLineLabel, withoutDates } from './role-lines';
import { liftRowDates } from './row-dates';
import { splitTitleRuns } from './title-runs';

/**
 * What a line is to the resume: a section's heading, a bullet or running text, and in a section
 * of roles, a role's header or its dates.
 */
export type LineLabel = 'heading' | 'text' | RoleLineLabel;

export type ClassifiedLine = SourceLine & {
  label: LineLabel;
  /** The section the line belongs to; null above the first heading (name, contact, an untitled introduction). */
  section: SectionKey | null;
  /** The dates a role's line gives (a range, a range left open, or a start). */
  dates?: DateRange;
};

/** Sections made of roles: each has a header (title, employer, place, dates) and its bullets. */
export const ROLE_SECTIONS: ReadonlySet<SectionKey> = new Set(['experience', 'volunteer']);

export type ClassifiedText = Omit<ExtractedText, 'lines'> & {
  lines: ClassifiedLine[];
  headings: Heading[];
};

const LIST_SECTIONS: ReadonlySet<SectionKey> = new Set(['skills', 'certifications']);

/**
 * Stage 2 of the reader: each line labelled and given the section of the heading above it; a
 * combined heading sends lines where they belong. Each column of a multi-column page keeps its own
 * heading, so a right column that runs onto the next page stays in its section while the left
 * column starts another. A row the layout wrapped is joined back to its line here, since whether
 * it continues depends on the section (a list's rows are items of their own).
 */
export function classifyLines(extracted: ExtractedText): ClassifiedText {
  const lines: ClassifiedLine[] = [];
  const headings: Heading[] = [];
  const current = new Map<string, Heading>();
  // The heading of the last full-width line: a column with no heading of its own yet continues it,
  // not whatever heading the column beside it reached.
  let fullWidth: Heading | undefined;
  const lastIn = new Map<SectionKey | null, ClassifiedLine>();
  // How each heading was set, so a line set the same way is known for a heading too.
  const headingLines = new Map<Heading, SourceLine>();
  let lastRoleHeading: Heading | undefined;
  // Whether the experience writes its roles as "Title (2019-2022)": a later line written so is one too.
  let rolesInBrackets = false;
  for (let line of splitTitleRuns(extracted.lines)) {
    const stream = line.column ?? 'full';
    const found = readHeading(line);
    const active = line.column ? (current.get(stream) ?? fullWidth) : current.get('full');
    // "Key Achievements:" or a builder's "Achievements/Tasks" inside a role introduces its bullets;
    // it does not end the experience. A label is set unlike the section headings: in lower case,
    // with a colon, or in another style.
    const isRoleLabel =
      found?.section === 'achievements' &&
      active?.section === 'experience' &&
      !isAllCaps(line.text) &&
      (/:\s*$/.test(line.text) || !isSetLike(line, headingLines.get(active)));
    // A large line in capitals that names no section, above every heading, is the name or a title.
    const isTopLine = found?.section === 'other' && headings.length === 0 && !isStandardHeading(line.text);
    // A line found a heading only by a stem of the section it is already in ("Network+ Certification"
    // under "Education & Credentials") is an item of that section, not a new one.
    // One set exactly like the heading above it ("HOBBY EXPERIENCE" in the size and
    // capitals of "WORK EXPERIENCE") is a heading of its own, whatever its words share.
    const isItem =
      found !== null &&
      active !== undefined &&
      !isStandardHeading(line.text) &&
      !isRoleTableHeader(line.text) &&
      [active.section, ...active.alsoHolds].includes(found.section) &&
      !isSetLike(line, headingLines.get(active));
    const heading = isRoleLabel || isTopLine || isItem ? null : found;
    if (heading) {
      if (ROLE_SECTIONS.has(heading.section)) lastRoleHeading = heading;
      headingLines.set(heading, line);
      current.set(stream, heading);
      if (!line.column) fullWidth = heading;
      headings.push(heading);
      lines.push({ ...line, label: 'heading', section: heading.section });
      continue;
    }
    // A role's own "Projects" or "Technologies" list ends where the next role's dated title starts.
    const resumed = active && lastRoleHeading ? resumesRoles(line, active, rolesInBrackets) : false;
    if (resumed && lastRoleHeading) {
      current.set(stream, lastRoleHeading);
      if (!line.column) fullWidth = lastRoleHeading;
    }
    const routed =
      inlineSkills(line, active) ??
      (resumed && lastRoleHeading
        ? routeLine(line, lastRoleHeading)
        : active
          ? routeLine(line, active)
          : null);
    const section: SectionKey | null = routed?.section ?? null;
    if (routed) line = { ...line, text: routed.text };
    const previous = lastIn.get(section);
    if (previous && shouldJoin(previous, line, section !== null && LIST_SECTIONS.has(section))) {
      previous.text = `${previous.text} ${line.text}`;
      continue;
    }
    // A date range a narrow column broke across two lines ("2017 –" above "Present") is one again.
    const repaired =
      previous && section !== null && ROLE_SECTIONS.has(section)
        ? joinSplitRange(previous.text, line.text)
        : null;
    if (previous && repaired) {
      previous.text = repaired.first;
      previous.isBullet = false;
      if (!repaired.second) continue;
    }
    if (section === 'experience' && !line.isBullet && BRACKETED_RANGE.test(line.text)) rolesInBrackets = true;
    const classified: ClassifiedLine = {
      ...line,
      text: repaired?.second ?? line.text,
      label: 'text',
      section,
    };
    lines.push(classified);
    lastIn.set(section, classified);
  }
  const placed = findHeadlessRoles(withoutPageFurniture(setLetterApart(lines)));
  return { ...extracted, lines: labelRoleSections(placed.map(labelLine)), headings };
}

/** Sections a role may hold under headings of their own, inside its description. */
const ROLE_SUBSECTIONS: ReadonlySet<SectionKey> = new Set(['skills', 'projects', 'achievements']);
const MAX_ROLE_LINE_WORDS = 10;

/** A line that ends in its dates in brackets: "Parts Desk (2011-2014)". */
const BRACKETED_RANGE = /\(\s*(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|present|current|now)\s*\)\s*$/i;

/**
 * A dated job title ("Fleet Systems Analyst (2014-2017)") under a "Projects" or "Tools" heading
 * that came after the experience: those headings were the role's own, and the next role starts here.
 * A line that is not a title by its words starts one too when written as the experience writes its
 * roles ("Parts Desk (2011-2014)" after "Platform Engineer (2017-2021)").
 */
function resumesRoles(line: SourceLine, active: Heading, rolesInBrackets: boolean): boolean {
  if (line.isBullet || !ROLE_SUBSECTIONS.has(active.section)) return false;
  const range = findDateRange(line.text);
  if (!range) return false;
  const rest = withoutDates(line.text, range);
  const likeTheOthers = rolesInBrackets && BRACKETED_RANGE.test(line.text);
  return (
    rest.split(/\s+/).length <= MAX_ROLE_LINE_WORDS &&
    (titleScore(rest) >= 3 || likeTheOthers) &&
    isHeaderText(rest)
  );
}

/** Two lines set alike as headings: larger than the body, the same size, weight and case. */
function isSetLike(line: SourceLine, heading: SourceLine | undefined): boolean {
  return (
    heading !== undefined &&
    line.sizeRatio >= 1.1 &&
    Math.abs(line.sizeRatio - heading.sizeRatio) < 0.05 &&
    line.isEmphasized === heading.isEmphasized &&
    isAllCaps(line.text) === isAllCaps(heading.text)
  );
}

const SALUTATION = /^(?:dear\b|to whom it may concern|hello\b|hi\b)/i;
const MAX_SENDER_LINES = 8;

/**
 * A cover letter saved after the resume ("Dear …", with the sender's block above it) is not part
 * of the resume: its lines go to a section of their own, which nothing reads.
 */
function setLetterApart(lines: ClassifiedLine[]): ClassifiedLine[] {
  const firstHeading = lines.findIndex((line) => line.label === 'heading');
  const salutation = lines.findIndex(
    (line, index) => index > firstHeading && firstHeading >= 0 && SALUTATION.test(line.text),
  );
  if (salutation < 0) return lines;
  // The sender's block above the salutation starts where the resume's first line (the name) comes again.
  const name = lines[0]?.text.trim().toLowerCase();
  let start = salutation;
  for (let index = salutation - 1; index > firstHeading && salutation - index <= MAX_SENDER_LINES; index--) {
    if (lines[index]?.text.trim().toLowerCase() === name) {
      start = index;
      break;
    }
  }
  return lines.map((line, index) => (index >= start ? { ...line, section: 'letter' } : line));
}

const MIN_HEADLESS_ROLES = 2;

/**
 * A resume whose headings did not come through as text (a decorative font) has no experience
 * section: its roles still have dates. From the first role's header on, the lines no heading
 * placed are read as experience, when two or more roles are found among them.
 */
function findHeadlessRoles(lines: ClassifiedLine[]): ClassifiedLine[] {
  if (lines.some((line) => line.label === 'heading' && line.section === 'experience')) return lines;
  const loose = lines.filter((line) => line.section === null && line.label !== 'heading');
  const labels = loose.map((line) => labelRoleLine(line));
  const anchors = labels.flatMap((label, index) => (label.dates && label.label !== 'text' ? [index] : []));
  if (anchors.length < MIN_HEADLESS_ROLES) return lines;
  let start = anchors[0] as number;
  while (start > 0 && start > (anchors[0] as number) - 2) {
    const above = loose[start - 1] as ClassifiedLine;
    if (labels[start - 1]?.label !== 'role-header' || /@|\d{3}/.test(above.text)) break;
    start--;
  }
  const moved = new Set(loose.slice(start));
  return lines.map((line) => (moved.has(line) ? { ...line, section: 'experience' } : line));
}

/** Each role section's lines looked at together, for what only their layout as a whole tells. */
function labelRoleSections(lines: ClassifiedLine[]): ClassifiedLine[] {
  const relabelled = new Map<ClassifiedLine, ClassifiedLine | null>();
  for (const section of ROLE_SECTIONS) {
    const own = lines.filter((line) => line.section === section && line.label !== 'heading');
    const labelled = liftRowDates(keepDatedNotesAsBullets(labelDateLed(own)));
    own.forEach((line, index) => {
      relabelled.set(line, labelled[index] ?? null);
    });
  }
  return lines.flatMap((line) => {
    const replaced = relabelled.has(line) ? relabelled.get(line) : line;
    return replaced ? [replaced] : [];
  });
}

/** Sections of short items, where a labelled line may name another list section. */
const ITEM_SECTIONS: ReadonlySet<SectionKey> = new Set(['skills', 'interests', 'certifications', 'other']);

/**
 * Where a line under a combined heading ("Certifications, Skills & Interests") belongs: a labelled
 * line ("Languages: English, Spanish") where its label says, without the label when the label only
 * names the section; a certification among certifications; the rest where the heading puts it first,
 * or among the skills when the heading holds skills and the line is no certification.
 */
function routeLine(line: SourceLine, active: Heading): { section: SectionKey; text: string } {
  const held = [active.section, ...active.alsoHolds];
  // "Microsoft Certified: Azure Administrator Associate" is one certification's name, not a label and its list.
  const labelled = /\bcertified$/i.test(LABELLED.exec(line.text)?.[1] ?? '')
    ? null
    : LABELLED.exec(line.text);
  const named = labelled?.[1] ? sectionOfWords(labelled[1]) : null;
  // "Certifications: PL-300; dbt Fundamentals" among the skills or interests: the label says where
  // it belongs, whatever the heading above it held.
  if (
    labelled?.[1] &&
    labelled[2] &&
    named === 'certifications' &&
    active.section !== 'certifications' &&
    isStandardHeading(labelled[1]) &&
    ITEM_SECTIONS.has(active.section)
  ) {
    return { section: named, text: labelled[2] };
  }
  if (held.length === 1) return { section: active.section, text: line.text };
  if (labelled?.[2] && named && held.includes(named)) {
    return { section: named, text: named === 'skills' ? line.text : labelled[2] };
  }
  if (held.includes('certifications') && (isCertificationLike(line.text) || isUndegreed(line.text, held))) {
    return { section: 'certifications', text: line.text };
  }
  const fallback = active.section === 'certifications' && held.includes('skills') ? 'skills' : active.section;
  return { section: labelled && held.includes('skills') ? 'skills' : fallback, text: line.text };
}

/**
 * Under a heading of education and certificates ("Education & Licences", "Qualifications"), a line
 * that names no degree and no school, gives no date and is no note about a degree ("GPA 3.8",
 * "Thesis: …") is a certificate: "Forklift Operator Licence", "First Aid at Work".
 */
function isUndegreed(text: string, held: SectionKey[]): boolean {
  return (
    held.includes('education') &&
    !isEducationLike(text) &&
    !findDateRange(text) &&
    !findSingleDate(text) &&
    !LABELLED.test(text) &&
    /^\p{Lu}/u.test(text) &&
    !/^(?:graduated|gpa|honou?rs|thesis|dissertation|coursework|minor|major|relevant|dean)/i.test(text)
  );
}

/** Bullets and text everywhere; the lines of role sections as headers, dates, bullets or text. */
function labelLine(line: ClassifiedLine): ClassifiedLine {
  if (line.label === 'heading') return line;
  if (line.section === null || !ROLE_SECTIONS.has(line.section)) {
    return { ...line, label: line.isBullet ? 'bullet' : 'text' };
  }
  const { label, dates, text } = labelRoleLine(line);
  return { ...line, label, ...(dates ? { dates } : {}), ...(text ? { text } : {}) };
}
