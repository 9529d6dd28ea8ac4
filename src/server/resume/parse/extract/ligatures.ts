/**
 * Repairs text whose fonts broke the "fi"/"fl"/"ff"/"ffi" ligatures: the ligature code points
 * themselves (ﬁ ﬂ ﬀ ﬃ ﬄ), and fonts whose ligature glyph maps to a NUL, a control character, `#`
 * or a digit ("Certi\u0000cations", "pro#le", "Certi1ed"). Then drops any other C0 control
 * character, which no resume means and a database column rejects, and icon glyphs.
 */
const LIGATURE_POINTS: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
};

/** Where a broken glyph stands for "fl": the common English stems that start with or contain it. */
const FL_AFTER = /^(?:ow|ex|ect|ict|uen|ag|ash|eet|ight|oat|oor|u|y|at|avo|ame|ip|ank|ourish|awless|ux)/;
/** Where it stands for "ff" or "ffi": a vowel before and the usual endings after. */
const FFI_AROUND = /[aeiou]$/;
const FFI_AFTER = /^(?:ce|cien|cul|liat|rm|x)/;
const FF_AFTER = /^(?:er|ect|ort|ord|ic|$)/;

function ligatureFor(before: string, after: string): string {
  if (FL_AFTER.test(after)) return 'fl';
  if (FFI_AROUND.test(before) && !/i$/.test(before)) {
    if (FFI_AFTER.test(after)) return 'ffi';
    if (FF_AFTER.test(after)) return 'ff';
  }
  return 'fi';
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL_IN_WORD = /([A-Za-z]*)[\u0000-\u0008\u000B\u000E-\u001F]([a-z]+)/g;
/** `#` or a digit between lower-case letters, or `#` opening a lower-case word: a ligature, not "k8s". */
const SYMBOL_IN_WORD = /([A-Za-z]{2,})[#0-9]([a-z]{2,})|(?<![\w#])#([a-z]{4,})/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const OTHER_CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

export function repairLigatures(text: string): string {
  let repaired = text.replace(/[\uFB00-\uFB04]/g, (glyph) => LIGATURE_POINTS[glyph] ?? glyph);
  repaired = repaired.replace(
    CONTROL_IN_WORD,
    (_match, before: string, after: string) => `${before}${ligatureFor(before, after)}${after}`,
  );
  repaired = repaired.replace(
    SYMBOL_IN_WORD,
    (match, before: string | undefined, after: string | undefined, opening: string | undefined) => {
      if (opening) return `${ligatureFor('', opening)}${opening}`;
      if (before === undefined || after === undefined) return match;
      return `${before}${ligatureFor(before, after)}${after}`;
    },
  );
  // Icon fonts (a pin before the address, a globe before a link) draw from the private use area.
  // Such an icon also separates the fields it stands between.
  return repaired
    .replace(OTHER_CONTROLS, '')
    .replace(/\s*[\uE000-\uF8FF]+\s*/g, ' | ')
    .replace(/\s+/g, ' ')
    .replace(/^(?:\s*\|\s*)+|(?:\s*\|\s*)+$/g, '')
    .replace(/(?:\s*\|\s*){2,}/g, ' | ')
    .trim();
}
