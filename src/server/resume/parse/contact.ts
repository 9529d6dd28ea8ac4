import { findDateRange, isOpenEnded } from './dates';
import { isStandardHeading } from './sections';

export type Contact = { name: string; email: string; phone: string; location: string; linkedin?: string };

const EMAIL = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/[^\s|,;]+/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{6,}\d/g;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|BC|ON|QC|AB|MB|NS';
const US_STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|British Columbia|Ontario|Quebec|Alberta';
const COUNTRIES =
  'United States|USA|US|United Kingdom|UK|England|Scotland|Wales|Ireland|Canada|Mexico|Brazil|Argentina|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Czechia|Israel|India|Singapore|Japan|China|South Korea|Philippines|Australia|New Zealand|South Africa|UAE|United Arab Emirates';
const PLACE = "[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,3}";
/**
 * "San Diego, CA", "Vancouver, BC", "London, United Kingdom", "Austin, TX (Hybrid)", "Remote": a
 * place, then a state, province or country, so "Texas State University, San Marcos" is not one.
 */
export const LOCATION_PATTERN = new RegExp(
  `^(?:${PLACE}, (?:${US_STATES}|${US_STATE_NAMES}|${COUNTRIES})(?: \\d{5}(?:-\\d{4})?)?(?: area| Metro(?:politan)? Area)?(?:,? (?:${COUNTRIES}))?(?: \\((?:Hybrid|Remote|On-?site)\\))?|(?:Remote|Hybrid|On-?site)(?: [-–(]? ?[A-Za-z ,]+\\)?)?)$`,
);
export const FIELD_SEPARATOR = /\s*(?:\||•|·|◆|♦|▪|\t| {2,}|\s[–—]\s)\s*/;

export function splitFields(line: string): string[] {
  return line
    .split(FIELD_SEPARATOR)
    .map((part) => part.replace(/^[–—|•·-]+\s*|\s*[–—|•·]+$/g, '').trim())
    .filter(Boolean);
}

export function isLocation(text: string): boolean {
  return LOCATION_PATTERN.test(text.trim());
}

export function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0] ?? '';
}

export function findLinkedin(text: string): string | undefined {
  return LINKEDIN.exec(text)?.[0]?.replace(/[.)]+$/, '');
}

/** A phone number: 9 to 15 digits, not a date range or a year span. */
export function findPhone(text: string): string {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15 && !findDateRange(candidate)) return candidate;
  }
  return '';
}

function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 5 &&
    !/[@\d/:]/.test(text) &&
    /^\p{Lu}/u.test(text) &&
    /^[\p{L}][\p{L}'’.-]*(?:\s[\p{L}][\p{L}'’.,-]*)*$/u.test(text) &&
    !isLocation(text) &&
    !isStandardHeading(text) &&
    !/^(?:curriculum vitae|r[eé]sum[eé]|cv)$/i.test(text) &&
    !isOpenEnded(text)
  );
}

const CREDENTIAL = /^(?:[A-Z][A-Za-z]{0,2}\.?){1,4}\+?$|^[A-Z]{2,7}\+?$/;

/** "JONATHAN L. PEREZ, MS, CISSP, CISM" → "JONATHAN L. PEREZ": letters after the name are not the name. */
function withoutCredentials(text: string): string {
  if (isLocation(text)) return text;
  const [first, ...rest] = text.split(/,\s*/);
  return rest.length > 0 && rest.every((part) => CREDENTIAL.test(part.trim())) ? (first ?? text) : text;
}

/** A name in capitals reads as a name ("JONATHAN L. PEREZ" → "Jonathan L. Perez"); other names stay as written. */
function tidyName(text: string): string {
  const clean = text.replace(/,$/, '').trim();
  if (clean !== clean.toUpperCase()) return clean;
  return clean
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}

/** The place a field is or ends with: "123 Main St, Anywhere, USA" → "Anywhere, USA". */
function trailingPlace(field: string): string {
  if (isLocation(field)) return field;
  const parts = field.split(/,\s*/);
  for (let take = Math.min(3, parts.length - 1); take >= 2; take--) {
    const place = parts.slice(-take).join(', ');
    if (isLocation(place)) return place;
  }
  return '';
}

/**
 * Contact details from the lines above the first section; the whole text is searched too, since
 * a two-column resume often keeps them in a sidebar.
 */
export function readContact(headerLines: string[], allText: string): { contact: Contact; used: Set<number> } {
  const used = new Set<number>();
  let name = '';
  let location = '';
  headerLines.forEach((line, index) => {
    const fields = splitFields(line);
    if (!name) {
      const position = fields.findIndex((field) => isNameLike(withoutCredentials(field)));
      const candidate = fields[position];
      if (candidate && (position === 0 || index === 0)) {
        name = tidyName(withoutCredentials(candidate));
        used.add(index);
        // A name set on two lines ("JONATHAN" above "PEREZ").
        const next = splitFields(headerLines[index + 1] ?? '');
        const second = next.length === 1 ? withoutCredentials(next[0] ?? '') : '';
        if (!name.includes(' ') && /^\p{L}[\p{L}'’.-]+$/u.test(second) && isNameLike(second)) {
          name = `${name} ${tidyName(second)}`;
          used.add(index + 1);
        }
      }
    }
    if (EMAIL.test(line) || findPhone(line) || LINKEDIN.test(line)) used.add(index);
    const place = fields.map(trailingPlace).find((field) => field && !/^(Remote|Hybrid)/.test(field));
    if (!location && place) {
      location = place;
      if (fields.length <= 4) used.add(index);
    }
  });
  const source = headerLines.join('\n');
  return {
    contact: {
      name,
      email: findEmail(source) || findEmail(allText),
      phone: findPhone(source) || findPhone(allText),
      location,
      linkedin: findLinkedin(source) ?? findLinkedin(allText),
    },
    used,
  };
}
