import { largestCity } from '../../../resume/parse/known-places';
import type { ThesaurusEntry } from './thesaurus';

/**
 * "The Canadian office", "his time in the States": a country said where the content names a city.
 * Each large city the content names is looked up in the gazetteer, and the visitor's words for its
 * country become search words for the city. Only cities of a quarter of a million people or more
 * count: smaller names ("Meridian", "Oracle") are as often a company's or a product's.
 */
const MIN_POPULATION = 250_000;

/** A country's words as visitors write them; "us" is left out, as it is mostly a pronoun. */
const COUNTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  CA: ['canada', 'canadian', 'canadians'],
  US: ['usa', 'united states', 'america', 'american', 'the states', 'stateside'],
  GB: ['uk', 'united kingdom', 'britain', 'british', 'england'],
  IE: ['ireland', 'irish'],
  AU: ['australia', 'australian', 'aussie'],
  NZ: ['new zealand', 'kiwi'],
  IN: ['india', 'indian'],
  DE: ['germany', 'german'],
  FR: ['france', 'french'],
  NL: ['netherlands', 'dutch', 'holland'],
  MX: ['mexico', 'mexican'],
  SG: ['singapore'],
  JP: ['japan', 'japanese'],
};

const COUNTRY_PHRASES: readonly string[] = Object.values(COUNTRY_WORDS).flat();

/** Whether a normalized question names a country: only then is the gazetteer read (about 0.25 s, once). */
export function namesCountry(normalized: string): boolean {
  const padded = ` ${normalized} `;
  return COUNTRY_PHRASES.some((phrase) => padded.includes(` ${phrase} `));
}

/** Capitalised names of one to three words: "Vancouver", "San Diego". */
const NAME = /\b\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}\b/gu;

export function placeEntries(texts: readonly string[]): ThesaurusEntry[] {
  const citiesByCountry = new Map<string, Set<string>>();
  const seen = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(NAME)) {
      // Every run of one to three of its words: "Vancouver Corporate Center" holds "Vancouver".
      const words = match[0].split(' ');
      for (let start = 0; start < words.length; start++)
        for (let end = start + 1; end <= words.length; end++) {
          const name = words.slice(start, end).join(' ');
          if (seen.has(name)) continue;
          seen.add(name);
          const city = largestCity(name);
          if (!city || city.population < MIN_POPULATION || !COUNTRY_WORDS[city.country]) continue;
          const cities = citiesByCountry.get(city.country) ?? new Set<string>();
          cities.add(name.toLowerCase());
          citiesByCountry.set(city.country, cities);
        }
    }
  return [...citiesByCountry].map(([country, cities]) => ({
    ask: COUNTRY_WORDS[country] ?? [],
    content: [...cities],
    isReplacing: false,
  }));
}
