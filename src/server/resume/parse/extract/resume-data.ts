import { parse as parseYaml } from 'yaml';
import { MONTH_NAMES } from '../../../../shared/text/month-names';

/**
 * A resume kept as data rather than as a page: JSON Resume, RenderCV's YAML, a builder's export,
 * saved as a text file. The keys say what each value is, so the data is written out as the plain
 * resume it stands for (name and contact line, a heading per section, a header and bullets per
 * entry) and read as any text resume is; the comments, quoting and nesting of the source never
 * reach the reader.
 */
export function resumeDataAsText(text: string): string | null {
  const data = parseData(text);
  if (!data || !hasEntries(data)) return null;
  const person = findPerson(data);
  const lines = personLines(person);
  for (const [key, value] of sectionsOf(data)) lines.push('', ...sectionLines(key, value));
  return lines.join('\n');
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key as words, whatever its spelling: "start_date", "startDate", "Start Date" → "start date". */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();

/** JSON when it opens as an object; YAML when most of its lines are "key: value" or list items. */
function parseData(text: string): Data | null {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) {
      const parsed: unknown = JSON.parse(trimmed);
      return isRecord(parsed) ? parsed : null;
    }
    const lines = trimmed.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
    const structured = lines.filter((line) => /^\s*(?:- )?[\w$-]+:(?:\s|$)|^\s*- \S/.test(line)).length;
    if (lines.length < 8 || structured < lines.length * 0.6) return null;
    const parsed: unknown = parseYaml(trimmed);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const TITLE_KEYS = ['position', 'title', 'role', 'job title', 'job', 'designation'];
const ORGANISATION_KEYS = ['company', 'employer', 'organization', 'organisation', 'institution', 'school'];
const START_KEYS = ['start date', 'start', 'from', 'started', 'date from', 'begin'];
const END_KEYS = ['end date', 'end', 'to', 'until', 'ended', 'date to', 'finish'];
const SINGLE_DATE_KEYS = ['date', 'release date', 'awarded', 'issued', 'year'];
const BULLET_KEYS = ['highlights', 'achievements', 'responsibilities', 'bullets', 'duties', 'tasks', 'items'];
const TEXT_KEYS = ['summary', 'description', 'text', 'about'];

function fieldOf(entry: Data, keys: readonly string[]): unknown {
  for (const [key, value] of Object.entries(entry)) if (keys.includes(words(key))) return value;
  return undefined;
}

function textOf(entry: Data, keys: readonly string[]): string {
  const value = fieldOf(entry, keys);
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** Some list in the data holds entries with a title or employer and a date: it is a resume. */
function hasEntries(data: Data, depth = 0): boolean {
  return Object.values(data).some((value) => {
    if (Array.isArray(value))
      return value.some(
        (item) =>
          isRecord(item) &&
          (textOf(item, TITLE_KEYS) || textOf(item, ORGANISATION_KEYS) || textOf(item, ['name'])) &&
          (textOf(item, START_KEYS) || textOf(item, SINGLE_DATE_KEYS)),
      );
    return isRecord(value) && depth < 3 && hasEntries(value, depth + 1);
  });
}

const PERSON_CONTAINERS = [
  'basics',
  'cv',
  'personal',
  'personal info',
  'personal information',
  'contact',
  'profile',
];

/** The object holding the person's name: "basics" (JSON Resume), "cv" (RenderCV) or the top level. */
function findPerson(data: Data): Data {
  const nested = fieldOf(data, PERSON_CONTAINERS);
  if (isRecord(nested) && textOf(nested, ['name', 'full name'])) return nested;
  return data;
}

function placeOf(person: Data): string {
  const value = fieldOf(person, ['location', 'address', 'city']);
  if (typeof value === 'string') return value.trim();
  if (!isRecord(value)) return '';
  const city = textOf(value, ['city']);
  const region = textOf(value, ['region', 'state']);
  const country = textOf(value, ['country', 'country code']);
  return [city, region || country].filter(Boolean).join(', ');
}

function personLines(person: Data): string[] {
  const contact = [
    placeOf(person),
    textOf(person, ['email', 'e mail', 'mail']),
    textOf(person, ['phone', 'telephone', 'mobile']),
    textOf(person, ['website', 'url', 'homepage']),
  ].filter(Boolean);
  return [textOf(person, ['name', 'full name']), contact.join(' | ')].filter(Boolean);
}

/** Keys of the person object that are no section of the resume ("social networks", "profiles"). */
const NOT_SECTIONS = new Set([
  'social networks',
  'profiles',
  'meta',
  'settings',
  'design',
  'locale',
  'rendercv settings',
]);

/**
 * Each list in the data, with the key that names it, in the order written: a nested "sections"
 * object (RenderCV) is opened, and the person's own text (a summary) is a section too.
 */
function sectionsOf(data: Data): [string, unknown][] {
  const found: [string, unknown][] = [];
  const visit = (object: Data, depth: number) => {
    for (const [key, value] of Object.entries(object)) {
      const name = words(key);
      if (NOT_SECTIONS.has(name)) continue;
      if (Array.isArray(value) || (TEXT_KEYS.includes(name) && typeof value === 'string'))
        found.push([name, value]);
      else if (isRecord(value) && depth < 3) visit(value, depth + 1);
    }
  };
  visit(data, 0);
  return found;
}

/** The headings the reader knows, for the keys data formats give their sections. */
const HEADINGS: [RegExp, string][] = [
  [
    /^(work|experience|work experience|professional experience|employment|employment history|jobs|positions|career)$/,
    'Experience',
  ],
  [/^(volunteer|volunteering|volunteer experience)$/, 'Volunteer Experience'],
  [/^(education|studies|schooling)$/, 'Education'],
  [/^(skills|technologies|technical skills|tools|competencies)$/, 'Skills'],
  [/^(certifications|certificates|licenses|certifications and licenses)$/, 'Certifications'],
  [/^(summary|about|profile|objective)$/, 'Summary'],
];

function headingOf(key: string): string {
  for (const [pattern, heading] of HEADINGS) if (pattern.test(key)) return heading;
  return key.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

function sectionLines(key: string, value: unknown): string[] {
  const heading = headingOf(key);
  const items = Array.isArray(value) ? value : [value];
  const isProse = heading === 'Summary';
  const lines = [heading];
  for (const item of items) {
    if (typeof item === 'string' || typeof item === 'number') {
      lines.push(isProse ? String(item).trim() : `• ${String(item).trim()}`);
    } else if (isRecord(item)) {
      lines.push(...entryLines(item, heading));
    }
  }
  return lines;
}

/** "2021-04" and "2022-02-01" as "Apr 2021", "present" as "Present"; anything else as written. */
function dateText(value: string): string {
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (!iso) return /^(present|now|current)$/i.test(value) ? 'Present' : value;
  const name = MONTH_NAMES[Number(iso[2]) - 1];
  return name ? `${name.slice(0, 3)} ${iso[1]}` : (iso[1] as string);
}

function datesOf(entry: Data, isRole: boolean): string {
  const start = textOf(entry, START_KEYS);
  const end = textOf(entry, END_KEYS);
  if (start)
    return `${dateText(start)} – ${end ? dateText(end) : isRole ? 'Present' : ''}`.replace(/ – $/, '');
  const single = textOf(entry, SINGLE_DATE_KEYS);
  return single ? dateText(single) : '';
}

function bulletsOf(entry: Data): string[] {
  const value = fieldOf(entry, BULLET_KEYS);
  const list = Array.isArray(value) ? value : [];
  return list.filter((item) => typeof item === 'string').map((item) => `• ${item.trim()}`);
}

/** One entry as a resume writes it: its header line(s), its text and its bullets. */
function entryLines(entry: Data, heading: string): string[] {
  const label = textOf(entry, ['label']);
  const details = textOf(entry, ['details']);
  if (label && details) return [`${label}: ${details}`];
  const bullet = textOf(entry, ['bullet']);
  if (bullet) return [`• ${bullet}`];
  const keywords = fieldOf(entry, ['keywords']);
  const name = textOf(entry, ['name']);
  if (Array.isArray(keywords)) return [`${name || 'Skills'}: ${keywords.join(', ')}`];
  const language = textOf(entry, ['language']);
  if (language) return [[language, textOf(entry, ['fluency', 'level'])].filter(Boolean).join(' – ')];

  const isRole = /Experience$/.test(heading);
  const title = textOf(entry, TITLE_KEYS);
  // JSON Resume names a job's employer "name"; an award or project is its own name.
  const organisation =
    textOf(entry, ORGANISATION_KEYS) ||
    (title ? name : '') ||
    textOf(entry, ['awarder', 'issuer', 'publisher']);
  const degree = [textOf(entry, ['study type', 'degree']), textOf(entry, ['area', 'field', 'major'])]
    .filter(Boolean)
    .join(', ');
  const first = degree || title || name;
  // A certificate, award or publication is one line of its list: "Name, Issuer, Mar 2022".
  if (!isRole && heading !== 'Education')
    return [[first, organisation, datesOf(entry, false)].filter(Boolean).join(' — ')];
  const second = [organisation, textOf(entry, ['location', 'city', 'place']), datesOf(entry, isRole)]
    .filter(Boolean)
    .join(' | ');
  const text = textOf(entry, TEXT_KEYS);
  return [first, second, text, ...bulletsOf(entry)].filter(Boolean).concat('');
}
