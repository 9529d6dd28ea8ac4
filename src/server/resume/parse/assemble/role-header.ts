import { WORKING_AS } from '../classify/role-lines';
import { isLocation, splitFields } from '../contact';
import { organisationScore, titleScore } from '../title-words';
import { keepDashedTitlesWhole } from './dashed-titles';
import { type HeaderField, isPlace, isPlaceAfterEmployer, isTownName, trailingPlace } from './header-places';
import {
  COMPANY_SUFFIX,
  FIELD_LABELS,
  isTitleFunction,
  ORGANISATION_UNIT,
  TERMS_OF_WORK,
  THROUGH_AGENCY,
  TITLE_THROUGH_AGENCY,
  withoutAgencyNote,
} from './header-words';

/** "5 years as", "Worked as a": the lead-in of a role told as a sentence. */
const PROSE_LEAD = /^(?:.*?\b(?:as|was)\s+)(?:an?\s+|the\s+)?/i;

export type HeaderOrder = 'title-first' | 'company-first';
export type HeaderReading = {
  title: string;
  company: string;
  location: string;
  /** Whether the title came before the employer, when the header gave both. */
  order: HeaderOrder | null;
  /** Nothing in the words told title from employer; the position decided. */
  isUnsure: boolean;
  /**
   * What told title from employer: their words, a title on a line of its own, the order the
   * resume's other roles use, or only the position of the fields.
   */
  decidedBy: 'words' | 'layout' | 'order' | 'position';
};

/** Lines a role's header may run to around its dates. */
export const MAX_HEADER_LINES = 3;

/** A role as read: its header lines, its dates and its bullets, before the header is split into fields. */
export type RoleDraft = {
  header: string[];
  dates: { startDate: string; endDate: string };
  bullets: string[];
  reading: HeaderReading;
  /** Its place among titles written on one line ("IT Manager (2019–2024); Engineer (2011–2019)"). */
  titleRun?: { index: number; count: number };
};

/**
 * "Full Stack Java Developer, ABC Company, Inc., Anywhere, USA" → title, employer, place: the
 * longest run of trailing parts that reads as a place, legal suffixes kept with their name, and a
 * function after a title's comma kept in the title.
 */
export function splitCommaHeader(field: string): string[] {
  // A comma inside brackets parts no fields: "Lecturer (part-time, 2 evenings a month)".
  const raw = field.split(/,\s+(?![^()]*\))/).filter(Boolean);
  if (raw.length < 2) return [field];
  let placeStart = raw.length;
  for (let take = Math.min(3, raw.length - 1); take >= 1; take--) {
    if (isLocation(raw.slice(-take).join(', '))) {
      placeStart = raw.length - take;
      break;
    }
  }
  const parts: string[] = [];
  for (const part of raw.slice(0, placeStart)) {
    const previous = parts.at(-1);
    const joinsPrevious =
      previous !== undefined &&
      (COMPANY_SUFFIX.test(part) || (titleScore(previous) > 0 && isTitleFunction(part)));
    if (joinsPrevious) parts[parts.length - 1] = `${previous}, ${part}`;
    else parts.push(part);
  }
  // "Senior Lecturer, Department of Marine Science, University of Otakou": a unit named between the
  // title and the organisation it belongs to is neither; the employer is the organisation.
  for (let index = 1; index < parts.length - 1; index++) {
    const unit = parts[index] ?? '';
    if (ORGANISATION_UNIT.test(unit) && organisationScore(parts[index + 1] ?? '') > 0)
      parts.splice(index--, 1);
  }
  // Without a title among the parts the commas are the name's own ("Ernst, Young and Partners").
  if (placeStart === raw.length && !parts.some((part) => titleScore(part) > 0) && parts.length > 1)
    return [field];
  // "Senior Security Analyst, Maple Trust Financial, Toronto": a title, an employer, and a last
  // short name in capitals that is neither title nor employer is the place, known city or not.
  const last = parts.at(-1) ?? '';
  if (
    placeStart === raw.length &&
    parts.length === 3 &&
    titleScore(parts[0] ?? '') > 0 &&
    titleScore(last) <= 0 &&
    organisationScore(last) <= 0 &&
    /^(?:\p{Lu}[\p{L}'’.-]*)(?:\s\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(last)
  )
    return parts;
  if (placeStart === raw.length && parts.length > 2) return [field];
  const place = raw.slice(placeStart).join(', ');
  return place ? [...parts, place] : parts;
}

/** Splits on a word outside brackets: "Tester (games at home) at Acme" parts at the second "at" only. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const match = separator.exec(text.slice(index));
      if (match?.index === 0) {
        parts.push(text.slice(start, index));
        start = index + match[0].length;
        index = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A role told in words: "Tester (Swedish versions) at Sega in Brentford", "5 years as network
 * engineer at Acme from 2004": title, employer and place. Null unless a title comes before "at".
 */
function readProse(text: string): string[] | null {
  const working = WORKING_AS.exec(text);
  if (working?.[1]) {
    const [company = '', ...after] = splitOutsideBrackets(
      text.slice(working[0].length),
      /^(?:\s(?:in|from|since|during|till|until|to)\s|,\s)/,
    );
    const place = after.find((part) => /^\p{Lu}[\p{L} .'-]+$/u.test(part.trim())) ?? '';
    return [working[1].trim(), company.trim(), place.trim()].filter(Boolean);
  }
  const [before, ...rest] = splitOutsideBrackets(text, /^\s(?:at|@)\s/);
  if (!before || rest.length === 0) return null;
  const title = before
    .replace(PROSE_LEAD, '')
    // A long note in brackets describes the work; the title is what stands before it.
    .replace(/\s*\((?:[^()\s]+\s+){3,}[^()]*\)/g, '')
    .trim();
  if (titleScore(title) <= 0 && !/\b(?:as|was)\s/i.test(before)) return null;
  const [company = '', ...after] = splitOutsideBrackets(
    rest.join(' at '),
    /^(?:\s(?:in|from|since|during)\s|,\s)/,
  );
  const place = after.find((part) => !/\d{4}/.test(part)) ?? '';
  return [title, company, place].filter(Boolean);
}

/** The fields of one header line as its separators part them, a place after a comma split off. */
/** Whether a header line says anything of title, employer or place. */
export function givesFields(line: string): boolean {
  return headerLineFields(line).length > 0;
}

export function headerLineFields(line: string): string[] {
  return readLineFields(line).filter((field) => !TERMS_OF_WORK.test(field.trim()));
}

function readLineFields(line: string): string[] {
  // "Contract - via Talentbridge Recruitment for Sunshine Coast Water Authority": the agency only
  // placed the contractor; the client is where the work was done.
  const placed = THROUGH_AGENCY.exec(line.trim());
  if (placed?.[1]) return trailingPlace(placed[1].trim());
  const titled = TITLE_THROUGH_AGENCY.exec(line.trim());
  if (titled?.[1] && titled[2]) return [titled[1].trim(), ...trailingPlace(titled[2].trim())];
  const clean = line
    .replace(/^at\s+/i, '')
    .replace(/\.$/, (dot) => (/(?:\b[A-Z][a-z]{0,3}|\.[A-Za-z]{1,3})\.$/.test(line) ? dot : ''));
  return readProse(clean) ?? splitFields(clean).flatMap((part) => trailingPlace(part));
}

/** "Senior Engineer - Splunk": a dash parts title and employer only when one side reads as a title and the other does not. */
function splitDash(field: HeaderField): HeaderField[] {
  const parts = field.text.split(/\s+[-–—]\s+/);
  if (parts.length !== 2) return [field];
  const [left = '', right = ''] = parts;
  const differs = titleScore(left) > 0 !== titleScore(right) > 0 || isPlace(right);
  return differs
    ? parts.map((text, index) => ({ ...field, text, position: field.position + index / 10 }))
    : [field];
}

/**
 * Splits header lines into fields and tells title, employer and place apart: a place by its shape,
 * a title by the words titles end with, an employer by its legal form or kind. When the words do
 * not decide, a line of its own that reads as a title is the title; then the order the resume's
 * other roles use (`order`); then the first field. A lone field is parted at a dash only when the
 * header is whole (`splitDashes`): a header still being read may find its employer on the next line.
 */
/**
 * A header whose lines name their fields: each labelled field is taken as labelled, and the rest
 * of the header is read for what is left ("1. Kaveri Infosolutions Ltd, Bengaluru" above
 * "Designation: Senior Support Engineer").
 */
export function readHeader(
  lines: string[],
  order: HeaderOrder | null = null,
  options: { splitDashes?: boolean } = {},
): HeaderReading {
  const labelled: Partial<Record<'title' | 'company' | 'location', string>> = {};
  const unlabelled = lines.filter((line) => {
    for (const [field, pattern] of FIELD_LABELS) {
      const value = pattern.exec(line.trim())?.[1];
      if (value && !labelled[field]) {
        labelled[field] = value.trim();
        return false;
      }
    }
    return true;
  });
  if (Object.keys(labelled).length === 0) return withoutAgencyNote(readFields(lines, order, options));
  const rest = readFields(unlabelled, order, options);
  const title = labelled.title ?? rest.title;
  // "Company: Tygerberg IT Solutions cc, Bellville": a labelled employer's place after its comma.
  const [labelledCompany, labelledPlace] = labelled.company ? trailingPlace(labelled.company) : [];
  // What is left when the title was labelled is the employer, whatever its words.
  const company = labelledCompany ?? (labelled.title ? rest.company || rest.title : rest.company);
  return withoutAgencyNote({
    ...rest,
    title,
    company,
    location: labelled.location ?? labelledPlace ?? rest.location,
    isUnsure: false,
    decidedBy: 'words',
  });
}

/**
 * "Valira Enginyeria, SLU — Andorra la Vella" beside a title in words the reader does not know:
 * the one field with a legal form is the employer, and the title is the other field, or the one
 * on a line of its own when the employer's line also names its town.
 */
function titleBesideEmployer<T extends { field: HeaderField; org: number }>(
  scored: readonly T[],
  fields: readonly HeaderField[],
): T | undefined {
  if (scored.filter((item) => item.org > 0).length !== 1) return undefined;
  const candidates = scored.filter((item) => item.org <= 0);
  if (candidates.length === 1) return candidates[0];
  const alone = candidates.filter(
    (item) => fields.filter((field) => field.line === item.field.line).length === 1,
  );
  return alone.length === 1 ? alone[0] : undefined;
}

function readFields(
  lines: string[],
  order: HeaderOrder | null,
  { splitDashes = true }: { splitDashes?: boolean },
): HeaderReading {
  const fieldsByLine = keepDashedTitlesWhole(lines, lines.map(headerLineFields));
  let fields: HeaderField[] = fieldsByLine.flatMap((texts, index) =>
    texts.map((text, position) => ({ text: text.trim(), line: index, position })),
  );
  fields = fields.filter((field) => field.text && !/^[\s\d/.–—-]*$/.test(field.text));
  // A known city counts as the place only after another field of its line (an employer's town).
  const location =
    fields.find((field) => isPlace(field.text)) ??
    fields.find((field) => field.position > 0 && isTownName(field.text)) ??
    fields.find((field) => isPlaceAfterEmployer(field, fields));
  let others = fields.filter((field) => field !== location);
  // A lone field holds title and employer together: "Developer, Acme Corp", "Engineer - Splunk".
  const lone = others.length === 1 ? others[0] : undefined;
  if (lone) {
    others = splitCommaHeader(lone.text).map((text, index) => ({
      ...lone,
      text,
      position: lone.position + index / 10,
    }));
    if (splitDashes && others.length === 1) others = splitDash(lone);
  }
  const empty: HeaderReading = {
    title: '',
    company: '',
    location: location?.text ?? '',
    order: null,
    isUnsure: false,
    decidedBy: 'words',
  };
  if (others.length === 0) return empty;
  const scored = others.map((field) => ({
    field,
    title: titleScore(field.text),
    org: organisationScore(field.text),
  }));
  if (scored.length === 1) {
    const only = scored[0] as (typeof scored)[number];
    // A lone name with nothing of a title about it is the employer's ("Greyling Games").
    const isCompany = only.title <= 0;
    return {
      ...empty,
      title: isCompany ? '' : only.field.text,
      company: isCompany ? only.field.text : '',
      decidedBy: only.title > 0 || only.org > 0 ? 'words' : 'position',
    };
  }
  const best = Math.max(...scored.map((item) => item.title));
  const leaders = scored.filter((item) => item.title === best);
  let title = leaders.length === 1 && best > 0 ? leaders[0] : undefined;
  const isUnsure = title === undefined;
  title ??= titleBesideEmployer(scored, fields);
  if (!title) {
    const ownLine = scored.filter(
      (item) =>
        item.title > 0 &&
        lines.length > 1 &&
        fields.filter((field) => field.line === item.field.line).length === 1,
    );
    title = ownLine.length === 1 ? ownLine[0] : order === 'company-first' ? scored[1] : scored[0];
  }
  const decidedBy = !isUnsure ? 'words' : title && title.title > 0 ? 'layout' : order ? 'order' : 'position';
  const rest = scored.filter((item) => item !== title);
  const company = rest.reduce(
    (chosen, item) => (item.org > chosen.org ? item : chosen),
    rest[0] as (typeof rest)[number],
  );
  const titleAt = (title?.field.line ?? 0) * 10 + (title?.field.position ?? 0);
  const companyAt = company.field.line * 10 + company.field.position;
  return {
    title: title?.field.text ?? '',
    company: company.field.text,
    location: location?.text ?? '',
    order: titleAt < companyAt ? 'title-first' : 'company-first',
    isUnsure,
    decidedBy,
  };
}
