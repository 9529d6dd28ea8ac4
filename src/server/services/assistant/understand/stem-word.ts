import { stemmer } from 'stemmer';

/** Words the Porter stemmer would merge with unrelated ones, kept as they are. */
const KEEP = new Set(['based', 'news', 'ops', 'saas', 'cissp', 'cmno', 'itsm', 'mba']);

/** The Porter stem of a lowercase word, so "integrating" finds "integration" and "recognized" finds "recognition". */
export function stemWord(word: string): string {
  if (KEEP.has(word) || word.length < 4 || /\d|&/.test(word)) return word;
  return stemmer(word);
}
