import { isEnglishWord } from './english-words';

/**
 * Mends text whose fonts broke the "fi", "ti", "ff", "fl" and "ffi" ligatures. The ligature code
 * points themselves (ﬁ ﬂ ﬀ ﬃ ﬄ) are plain to read. Other fonts map a ligature to a control
 * character, the replacement character, a private-use point, `#` or a digit ("Certi\u0000cations",
 * "pro#le", "Certi1ed", "Informa�on"): such a glyph is mended only when a dictionary knows the word
 * it makes, trying "fi", "ti", "ff", "fl" and "ffi" in turn, so "Informa�on" becomes "Information"
 * and never "Informafion". A glyph no letters mend is left as "�" and the word reported, so the
 * owner can check it. An icon (a phone, a pin before an address) is a glyph beside no lower-case
 * letter; it separates the fields it stands between.
 */
const LIGATURE_POINTS: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
};
const CANDIDATES = ['fi', 'ti', 'ff', 'fl', 'ffi'] as const;
const UNREADABLE = '\uFFFD';
/** Stands in for an unreadable glyph while icons are parted: an invisible separator no resume holds. */
const KEPT = '\u2063';

const GLYPH = '[\\u0000-\\u0008\\u000B\\u000E-\\u001F\\uFFFD\\uE000-\\uF8FF]';
/** A broken glyph inside a word or opening a lower-case one: "Certi\u0000cations", "\u0000nancial". */
const GLYPH_IN_WORD = new RegExp(`[A-Za-z]*(?:${GLYPH}+[a-z]+|(?<=[A-Za-z])${GLYPH}+[a-z]*)+`, 'g');
/** `#` or a digit between lower-case letters, or `#` opening a lower-case word: maybe a ligature, maybe "k8s". */
const SYMBOL_IN_WORD = /[A-Za-z]{2,}[#0-9][a-z]{2,}|(?<![\w#])#[a-z]{4,}/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const OTHER_CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;
const ICONS = /\s*[\uE000-\uF8FF\uFFFD]+\s*/g;

/** The word with its glyphs mended by the first ligature that makes a dictionary word, or null. */
function mend(word: string, glyph: RegExp): string | null {
  for (const letters of CANDIDATES) {
    const candidate = word.replace(glyph, letters);
    if (isEnglishWord(candidate)) return candidate;
  }
  return null;
}

export type RepairedText = { text: string; unreadable: string[] };

export function repairGlyphs(source: string): RepairedText {
  const unreadable: string[] = [];
  let text = source.replace(/[\uFB00-\uFB04]/g, (glyph) => LIGATURE_POINTS[glyph] ?? glyph);
  text = text.replace(GLYPH_IN_WORD, (word) => {
    const glyphs = new RegExp(`${GLYPH}+`, 'g');
    const mended = mend(word, glyphs);
    if (mended) return mended;
    // A glyph that only ends a word ("Jane\u0007") is stray, not letters.
    if (!new RegExp(`${GLYPH}[a-z]`).test(word)) return word;
    unreadable.push(word.replace(glyphs, UNREADABLE));
    // Marked, so the icon rule below does not part the word.
    return word.replace(glyphs, KEPT);
  });
  text = text.replace(SYMBOL_IN_WORD, (word) => mend(word, /[#0-9]/g) ?? word);
  // Icon fonts (a pin before the address, a globe before a link) draw from the private use area.
  text = text
    .replace(ICONS, ' | ')
    .replace(new RegExp(KEPT, 'g'), UNREADABLE)
    .replace(OTHER_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:\s*\|\s*)+|(?:\s*\|\s*)+$/g, '')
    .replace(/(?:\s*\|\s*){2,}/g, ' | ')
    .trim();
  return { text, unreadable };
}
