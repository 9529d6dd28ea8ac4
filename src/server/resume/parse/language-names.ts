import { LOCALES } from './foreign-months';

/**
 * Spoken languages as the world names them: "Englisch", "engleski", "anglais", "inglés". The
 * runtime's locale data (ICU) names each language in every locale the month names come from, so a
 * Languages section written in Bosnian or German is known for spoken languages without a list per
 * language. Built once, on first use.
 */
const CODES =
  `en es fr de it pt nl sv no nb da fi is et lv lt pl cs sk sl hr sr bs hu ro bg el tr ru uk be ka hy az kk
  ky uz tg fa ps ur hi bn pa gu mr ta te kn ml si ne ar he am sw so yo ig ha zu xh af zh ja ko vi th km lo my
  ms id tl fil mn ca eu gl ga cy gd la eo sq mk mt lb`.split(/\s+/);

let names: ReadonlySet<string> | null = null;

export function languageNameWords(): ReadonlySet<string> {
  if (names) return names;
  const words = new Set<string>();
  for (const locale of ['en', ...LOCALES]) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const code of CODES)
      for (const word of (display.of(code) ?? '').toLowerCase().split(/[\s()/,-]+/))
        if (word.length >= 4) words.add(word);
  }
  names = words;
  return words;
}
