import { foldAccents } from '../../../shared/text/normalize-words';

/**
 * Text prepared for phrase matching: accents folded, lower case, "&" read as "and", hyphens and
 * slashes as spaces, padded with spaces so a phrase matches only whole words. Abbreviations are matched in a second,
 * case-kept copy, so "SAP" matches but "sap" in a sentence does not.
 */
export type MatchText = { lower: string; cased: string };

function clean(text: string): string {
  return ` ${foldAccents(text)
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^A-Za-z0-9+#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

export function prepareText(text: string): MatchText {
  const cased = clean(text);
  return { lower: cased.toLowerCase(), cased };
}

export type PreparedForm = { text: string; isCased: boolean };

export function prepareForm(form: string, isAbbreviation: boolean): PreparedForm {
  const cleaned = clean(form).trim();
  return { text: isAbbreviation ? cleaned : cleaned.toLowerCase(), isCased: isAbbreviation };
}

/** Whole-word occurrences of a form (plural "s" allowed on the last word). */
export function countForm(text: MatchText, form: PreparedForm): number {
  if (!form.text) return 0;
  const haystack = form.isCased ? text.cased : text.lower;
  let count = 0;
  for (const suffix of [' ', 's ']) {
    const needle = ` ${form.text}${suffix}`;
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length - 1))
      count++;
  }
  return count;
}
