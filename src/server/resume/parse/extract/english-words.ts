import { createRequire } from 'node:module';

/**
 * English words (an-array-of-english-words, about 275,000 lower-case forms, inflections included),
 * loaded on first use: only a file with a broken glyph needs them.
 */
let words: Set<string> | null = null;

function load(): Set<string> {
  const list: unknown = createRequire(import.meta.url)('an-array-of-english-words');
  return new Set(Array.isArray(list) ? list.filter((word): word is string => typeof word === 'string') : []);
}

/** Whether the word is English: in any case, each part of a hyphenated or camel-case name ("StackOverflow") on its own. */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  const parts = word
    .split(/-|(?<=[a-z])(?=[A-Z])/)
    .map((part) => part.toLowerCase())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => words?.has(part) === true);
}
