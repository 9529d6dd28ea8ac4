import { findDateRange } from './dates';

export const EMAIL = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/;
export const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/[^\s|,;]+/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{6,}\d/g;
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|BC|ON|QC|AB|MB|NS';
const US_STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|British Columbia|Ontario|Quebec|Alberta';
const COUNTRIES =
  'United States|USA|U\\.S\\.A\\.|US|United Kingdom|UK|England|Scotland|Wales|Ireland|Northern Ireland|Canada|Mexico|Brazil|Argentina|Chile|Colombia|Peru|Venezuela|Cuba|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Luxembourg|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Iceland|Estonia|Latvia|Lithuania|Poland|Czechia|Czech Republic|Slovakia|Slovenia|Croatia|Serbia|Bosnia and Herzegovina|Hungary|Romania|Bulgaria|Greece|Cyprus|Malta|Turkey|Ukraine|Belarus|Moldova|Russia|Georgia|Armenia|Azerbaijan|Kazakhstan|Uzbekistan|Tajikistan|Kyrgyzstan|Israel|Lebanon|Jordan|Egypt|Morocco|Tunisia|Algeria|Nigeria|Ghana|Kenya|Ethiopia|Uganda|Tanzania|Rwanda|South Africa|Saudi Arabia|Qatar|Kuwait|Bahrain|Oman|UAE|United Arab Emirates|Iran|Pakistan|India|Sri Lanka|Bangladesh|Nepal|Singapore|Malaysia|Indonesia|Thailand|Vietnam|Philippines|Japan|China|Hong Kong|Taiwan|South Korea|Korea|Mongolia|Australia|New Zealand';
const PLACE = "[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,3}";
/**
 * "San Diego, CA", "Vancouver, BC", "London, United Kingdom", "Austin, TX (Hybrid)", "Remote": a
 * place, then a state, province or country, so "Texas State University, San Marcos" is not one.
 */
export const LOCATION_PATTERN = new RegExp(
  `^(?:${PLACE}, (?:${US_STATES}|${US_STATE_NAMES}|${COUNTRIES})(?: \\d{5}(?:-\\d{4})?)?(?: area| Metro(?:politan)? Area)?(?:,? (?:${COUNTRIES}))?(?: \\((?:[Hh]ybrid|[Rr]emote|[Oo]n-?site)\\))?|(?:Remote|Hybrid|On-?site)(?: [-–(]? ?[A-Za-z ,]+\\)?)?)$`,
);
export const FIELD_SEPARATOR = /\s*(?:\||•|·|◆|♦|▪|\t| {2,}|\s[–—]\s|\s-{2,}\s?|\s:\s)\s*/;

export function splitFields(line: string): string[] {
  return line
    .split(FIELD_SEPARATOR)
    .map((part) => part.replace(/^[–—|•·-]+\s*|\s*[–—|•·]+$/g, '').trim())
    .filter(Boolean);
}

const COUNTRY = new RegExp(`^(?:${COUNTRIES})$`, 'i');

/** "Bulgaria", "UK": a country's name alone. */
export function isCountry(text: string): boolean {
  return COUNTRY.test(text.trim());
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
