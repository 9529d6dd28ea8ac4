import { isLocation, splitFields } from '../contact';
import { TITLE_WORDS } from '../title-words';

/** Legal suffixes that belong to the employer's name before them ("ABC Company, Inc."). */
const COMPANY_SUFFIX =
  /^(?:inc|llc|llp|ltd|limited|corp|corporation|co|plc|gmbh|ag|sa|s\.a|pty|lp|l\.p)\.?$/i;
/** Functions that complete a title after its comma ("Vice President, Information Technology"). */
const TITLE_FUNCTION =
  /^(?:information technology|it|technology|operations|it operations|engineering|infrastructure|security|information security|cybersecurity|product|sales|marketing|finance|human resources|hr|customer success|support|data|analytics|software|platform|research|strategy|business development|global [a-z ]+|enterprise [a-z ]+)$/i;

type Field = { text: string; line: number; isEmphasized: boolean };

/**
 * "Full Stack Java Developer, ABC Company, Inc., Anywhere, USA" → title, employer, place: the
 * longest run of trailing parts that reads as a place, legal suffixes kept with their name, and a
 * function after a title's comma kept in the title.
 */
export function splitCommaHeader(field: string): string[] {
  const raw = field.split(/,\s+/).filter(Boolean);
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
      (COMPANY_SUFFIX.test(part) || (TITLE_WORDS.test(previous) && TITLE_FUNCTION.test(part)));
    if (joinsPrevious) parts[parts.length - 1] = `${previous}, ${part}`;
    else parts.push(part);
  }
  // Without a title among the parts the commas are the name's own ("Ernst, Young and Partners").
  if (placeStart === raw.length && !parts.some((part) => TITLE_WORDS.test(part)) && parts.length > 1)
    return [field];
  if (placeStart === raw.length && parts.length > 2) return [field];
  const place = raw.slice(placeStart).join(', ');
  return place ? [...parts, place] : parts;
}

/** Splits header lines into fields and tells title, employer and place apart. */
export function readHeader(
  lines: string[],
  emphasis: boolean[] = [],
): { title: string; company: string; location: string } {
  const fields: Field[] = [];
  lines.forEach((line, index) => {
    for (const field of splitFields(line)) {
      const at = /^(.+?)\s+at\s+(.+)$/i.exec(field);
      const parts = at?.[1] && at[2] && TITLE_WORDS.test(at[1]) ? [at[1], at[2]] : splitCommaHeader(field);
      for (const part of parts)
        fields.push({ text: part, line: index, isEmphasized: emphasis[index] ?? false });
    }
  });
  const location = fields.find((field) => isLocation(field.text));
  const others = fields.filter((field) => field !== location);
  // A line of its own that reads like a job title is the title.
  const title =
    others.find(
      (field) =>
        TITLE_WORDS.test(field.text) &&
        lines.length > 1 &&
        others.filter((other) => other.line === field.line).length === 1,
    ) ??
    others.find((field) => TITLE_WORDS.test(field.text)) ??
    others[0];
  const company = others.find((field) => field !== title);
  return { title: title?.text ?? '', company: company?.text ?? '', location: location?.text ?? '' };
}
