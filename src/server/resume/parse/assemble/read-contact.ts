import {
  EMAIL,
  findEmail,
  findLinkedin,
  findPhone,
  isCountry,
  isLocation,
  LINKEDIN,
  splitFields,
  US_STATES,
} from '../contact';
import { isOpenEnded } from '../dates';
import { isEnglishWord } from '../extract/english-words';
import { isKnownCity } from '../known-places';
import { isStandardHeading } from '../sections';

export type Contact = { name: string; email: string; phone: string; location: string; linkedin?: string };

function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 5 &&
    !/[@\d/:]/.test(text) &&
    /^\p{Lu}/u.test(text) &&
    /^[\p{L}][\p{L}'’.-]*(?:\s[\p{L}][\p{L}'’.,-]*)*$/u.test(text) &&
    !isLocation(text) &&
    !isCountry(text) &&
    // An e-mail's "Hi Mette," or "Best regards", and a town alone ("Sofia" above "Bulgaria"), are no one's name.
    !/^(?:hi|hello|hey|dear|greetings|(?:best|kind|warm|many)? ?regards|best wishes|sincerely|yours\b|thanks?\b|thank you|cheers)\b/i.test(
      text,
    ) &&
    !(words.length === 1 && isKnownCity(text)) &&
    !isStandardHeading(text) &&
    !/^(?:curriculum vitae|r[eé]sum[eé]|cv)$/i.test(text) &&
    !isOpenEnded(text)
  );
}

const CREDENTIAL = /^(?:[A-Z][A-Za-z]{0,2}\.?){1,4}\+?$|^[A-Z]{2,7}\+?$/;

/** "JONATHAN L. PEREZ, MS, CISSP, CISM" → "JONATHAN L. PEREZ": letters after the name are not the name. */
function withoutCredentials(source: string): string {
  // "Curriculum Vitae of Jane Doe": the document's title before the name is not the name.
  const text = source.replace(/^(?:curriculum vitae|r[eé]sum[eé]|cv)(?:\s+of)?[\s:–—-]+(?=\S)/i, '');
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
const STREET_WORD =
  /^(?:st|street|rd|road|ave|avenue|blvd|dr|drive|ln|lane|way|ct|court|pl|place|cir|circle|hwy|apt|suite|unit)\.?$/i;
/** "San Francisco CA": a city and a US state's letters without the comma. */
const CITY_STATE = new RegExp(`^((?:[A-Z][a-z.'-]+ ){1,3})(${US_STATES})(?: \\d{5}(?:-\\d{4})?)?$`);

/**
 * A street address that ends in a postal code and a town, as much of Europe writes it
 * ("Kettle Row 4, 20100 Marlby", "Lindenweg 9, 20100, Marlby, Finland"): the town and any country.
 */
const POSTCODE_CITY =
  /,\s*\d{4,5}(?:\s*,\s*|\s+)(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2}(?:,\s*\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+)?)?)$/u;

/**
 * The place a field is or ends with: "123 Main St, Anywhere, USA" → "Anywhere, USA"; "11 Elm St
 * Springfield, IL 62701" → "Springfield, IL 62701" (the street's words are not the city's).
 */
function trailingPlace(field: string): string {
  if (isLocation(field)) return field;
  const parts = field.split(/,\s*/);
  for (let take = Math.min(3, parts.length - 1); take >= 2; take--) {
    const place = parts.slice(-take).join(', ');
    if (isLocation(place)) return place;
  }
  const last = parts.at(-1) ?? '';
  const before = (parts.at(-2) ?? '').split(/\s+/);
  for (let keep = Math.min(3, before.length); keep >= 1; keep--) {
    const city = before.slice(-keep);
    if (city.some((word) => STREET_WORD.test(word) || /\d/.test(word))) continue;
    const place = `${city.join(' ')}, ${last}`;
    if (isLocation(place)) return place;
  }
  const compact = CITY_STATE.exec(field.trim());
  if (compact) return field.trim();
  return POSTCODE_CITY.exec(field.trim())?.[1] ?? townAndRegion(field.trim());
}

/**
 * "Singapore", "Sofia, Bulgaria", "Monterrey, Nuevo León, México": a contact field that starts
 * with a city the world knows, followed by nothing but its region or country.
 */
function townAndRegion(field: string): string {
  const [town = '', ...rest] = field.split(/,\s*/);
  const isRegion = (part: string) => /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}?[\p{L}.'’-]+){0,2}$/u.test(part);
  // A lone town that is also an English word ("Mobile", "Reading") needs its region to be a place.
  if (rest.length === 0 && isEnglishWord(town.toLowerCase())) return '';
  return rest.length <= 2 && rest.every(isRegion) && isKnownCity(town) ? field : '';
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
