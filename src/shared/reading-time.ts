/** Typical adult silent-reading speed for non-fiction prose. */
const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least one: "2 min read". */
export function readingMinutes(texts: readonly string[]): number {
  const words = texts.reduce((total, text) => total + countWords(text), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
