/** Lowercase words separated by single spaces; "M&A" survives as "m&a", "IT-Ops" becomes "it ops". */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .replace(/\s*&\s*/g, '&')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** Whole-word phrase containment over normalized text. */
export function containsPhrase(normalizedText: string, normalizedPhrase: string): boolean {
  if (normalizedPhrase === '') return false;
  return ` ${normalizedText} `.includes(` ${normalizedPhrase} `);
}

/** Singular form good enough for matching ("okrs" -> "okr", "integrations" -> "integration"). */
export function singularize(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Typo-tolerant word match: same first letter, one edit for short words, two for long ones. */
export function isNearMatch(word: string, target: string): boolean {
  if (word === target || singularize(word) === singularize(target)) return true;
  const shorter = Math.min(word.length, target.length);
  if (shorter < 5 || word[0] !== target[0]) return false;
  const limit = shorter >= 9 ? 2 : 1;
  return editDistance(word, target, limit) <= limit;
}

export const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at for from by with about as is are was were be been being do does did ' +
    'has have had he him his she her they them their it its this that these those what which who whom whose ' +
    'when where why how can could would should will shall may might must i me my we our you your there here ' +
    'any some all much many more most very so than then too also just tell please know'
  ).split(' '),
);
