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
import { titleScore } from '../title-words';

export type Contact = { name: string; email: string; phone: string; location: string; linkedin?: string };

/** What a resume is called in several languages: a title, never a name. */
const DOCUMENT_TITLE =
  'curriculum vitae|r[eé]sum[eé]|cv|lebenslauf|hoja de vida|curr[ií]culo|[žz]ivotopis|[žz]ivljenjepis|[żz]yciorys|[öo]n[ée]letrajz|ansioluettelo|levnadsbeskrivning';
/** "Curriculum Vitae of Jane Doe", "Lebenslauf – Jane Doe": the document's title before the name. */
const DOCUMENT_TITLE_BEFORE = new RegExp(`^(?:${DOCUMENT_TITLE})(?:\\s+of)?[\\s:–—-]+(?=\\S)`, 'i');
/** A line that is the document's or a form's own words, not a person's name. */
const DOCUMENT_WORDS = new RegExp(
  `^(?:${DOCUMENT_TITLE}|europass|contact(?: details| me| info)?|personal (?:details|information|data)|about me|vitae)$`,
  'i',
);

export function isNameLike(text: string): boolean {
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
    !DOCUMENT_WORDS.test(text) &&
    // "V I T A E", a monogram ("CM"), a job title ("Lead Security Engineer") set where a name would be.
    !/^(?:\p{L} ){2,}\p{L}$/u.test(text) &&
    !/^\p{Lu}{1,3}$/u.test(text) &&
    titleScore(text) < 3 &&
    !isOpenEnded(text)
  );
}

const CREDENTIAL = /^(?:[A-Z][A-Za-z]{0,2}\.?){1,4}\+?$|^[A-Z]{2,7}\+?$/;
/** "CompTIA Security+", "AWS SA Pro": a certification's name after the person's. */
const CERTIFICATION_NAME = /^(?:[A-Z][\w+.-]*\s?){1,3}$/;
/** Letters after a name that no surname is spelled with, in any case: "Oliver Bennett MSc CCIE", "JAMES O'CONNOR CPA". */
const POST_NOMINAL =
  /\s+(?:MSc|MSC|BSc|BSC|MBA|PhD|PHD|MEng|BEng|MA|BA|MS|BS|CPA|CISSP|CISM|CISA|CRISC|CGEIT|CCIE|CCNP|CCNA|PMP|ITIL|CEH|OSCP|GCIH|MCSE|RHCE|CCSP|PE|P\.?Eng|FBCS|MBCS|CEng|CITP)\.?,?$/;
/** "Dr. Katrin Vossberg", "Prof. …", "ing. Femke de Wit": a title before the name. */
const HONORIFIC = /^(?:dr|prof|professor|mr|mrs|ms|mx|ing|ir|drs|dipl\.?-ing|eng)\.?\s+(?=\p{Lu})/iu;

/** "JONATHAN L. PEREZ, MS, CISSP, CISM" → "JONATHAN L. PEREZ": letters after the name are not the name. */
function withoutCredentials(source: string): string {
  // "Curriculum Vitae of Jane Doe": the document's title before the name is not the name.
  let text = source.replace(DOCUMENT_TITLE_BEFORE, '').replace(HONORIFIC, '');
  if (isLocation(text)) return text;
  for (let previous = ''; previous !== text && text.split(/\s+/).length > 2; ) {
    previous = text;
    text = text.replace(POST_NOMINAL, '');
  }
  const [first, ...rest] = text.split(/,\s*/);
  const isCredential = (part: string) => CREDENTIAL.test(part.trim()) || CERTIFICATION_NAME.test(part.trim());
  return rest.length > 0 && rest.every(isCredential) && (first ?? '').includes(' ') ? (first ?? text) : text;
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
    // "Bengaluru, Karnataka, India": the town before a region and country the pattern knows.
    const town = parts.at(-take - 1) ?? '';
    if (isLocation(place)) return isKnownCity(town) ? `${town}, ${place}` : place;
  }
  const last = parts.at(-1) ?? '';
  // "Glasgow G12 9UP, Scotland": a postcode may follow the town before its country, and stays with it.
  const postcode = TRAILING_POSTCODE.exec(parts.at(-2) ?? '')?.[0] ?? '';
  const before = (parts.at(-2) ?? '').slice(0, (parts.at(-2) ?? '').length - postcode.length).split(/\s+/);
  for (let keep = Math.min(3, before.length); keep >= 1; keep--) {
    const city = before.slice(-keep);
    if (city.some((word) => STREET_WORD.test(word) || /\d/.test(word))) continue;
    const place = `${city.join(' ')}, ${last}`;
    if (isLocation(place)) return `${city.join(' ')}${postcode}, ${last}`;
  }
  const compact = CITY_STATE.exec(field.trim());
  if (compact) return field.trim();
  return POSTCODE_CITY.exec(field.trim())?.[1] ?? townAndRegion(field.trim());
}

/** "📍 ", "⌂ ", "Location: ", "Based in ": what stands before a place in a contact line. */
const PLACE_LEAD =
  /^(?:[^\p{L}\p{N}(]+|(?:location|address|city|residence|based in|lives in|living in|home|place)\s*[:–—-]?\s+)+/iu;
/** A postcode after the region: Canada's "L5M 0X0", Britain's "LS6 3XX". */
const TRAILING_POSTCODE = /\s+(?:[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/;

/** A contact field as a place would be written: without the icon or label before it, or a postcode after it. */
function placeField(field: string): string {
  return field.replace(PLACE_LEAD, '').replace(TRAILING_POSTCODE, '').trim();
}

/**
 * "Singapore", "Sofia, Bulgaria", "Monterrey, Nuevo León, México": a contact field that starts
 * with a city the world knows, followed by nothing but its region or country.
 */
function townAndRegion(field: string): string {
  const parts = field.split(/,\s*/);
  const isRegion = (part: string) => /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}?[\p{L}.'’-]+){0,2}$/u.test(part);
  // "12 Moorfield Crescent, Headingley, Leeds, West Yorkshire": the street and district before the town go.
  for (let start = 0; start < parts.length; start++) {
    const [town = '', ...rest] = parts.slice(start);
    // A lone town that is also an English word ("Mobile", "Reading") needs its region to be a place.
    if (rest.length === 0 && isEnglishWord(town.toLowerCase())) continue;
    if (rest.length <= 2 && rest.every(isRegion) && isKnownCity(town)) return parts.slice(start).join(', ');
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
    const place = fields
      .map((field) => trailingPlace(placeField(field)))
      .find((field) => field && !/^(Remote|Hybrid)/.test(field));
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
