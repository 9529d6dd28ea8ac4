/*
 * The one text normaliser: the assistant reads questions and content with it, and the resume
 * engine folds text with `foldAccents` before matching ("Montréal" and "Montreal" are one word).
 */

/** Accents removed: "Zürich" → "Zurich", "résumé" → "resume". */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Lowercase words separated by single spaces; "M&A" survives as "m&a", "IT-Ops" becomes "it ops". */
export function normalizeText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .replace(/\s*&\s*/g, '&')
    .trim();
}

/** Whole-word phrase containment over normalized text. */
export function containsPhrase(normalizedText: string, normalizedPhrase: string): boolean {
  if (normalizedPhrase === '') return false;
  return ` ${normalizedText} `.includes(` ${normalizedPhrase} `);
}

/** Singular form good enough for matching names ("okrs" -> "okr", "studios" -> "studio"). */
export function singularize(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
