import { splitNameAndPlace } from '../classify/role-lines';
import { isLocation } from '../contact';
import { isKnownCity } from '../known-places';
import { isLegalForm, organisationScore, titleScore } from '../title-words';
import { COMPANY_SUFFIX } from './header-words';

/**
 * A street address: a number and a street word, a street word and its number ("Via Roma 36a",
 * "12 rue Oberkampf"), a street glued to its name ("Hauptstraße", "Mannerheimintie") or a postal
 * code ("00168 Rome"). "via" alone is English too ("contract via an agency"): it needs its number.
 */
const ADDRESS =
  /\b\d+[a-z]?\s+(?:[A-Z][\w.]*\s+){0,3}(?:st|street|rd|road|ave|avenue|blvd|dr|drive|ln|lane|way|ct|court|pl|place|cir|circle|hwy|pkwy)\b\.?|\b(?:via|viale|rue|calle|avenida|rua|ul\.)\s+(?:[\p{L}'.]+\s+){1,3}\d+[a-z]?\b|\b\d+[a-z]?,?\s+(?:rue|via|calle|avenue|boulevard)\b|\p{L}(?:strasse|straße|katu|tie|gatan|vej|veien)\b|\b(?:strasse|straße)\b|\b\d{5}(?:-\d{4})?\b/iu;

/** A place by its shape: "Austin, TX", "Remote", a street address. */
export const isPlace = (text: string): boolean => isLocation(text) || ADDRESS.test(text);

/** A city the world knows by that name, and nothing of a title or an organisation ("Berlin"). */
export const isTownName = (text: string): boolean =>
  titleScore(text) <= 0 && organisationScore(text) <= 0 && isKnownCity(text);

/**
 * "Contoso, Austin, TX (remote)" → the name and the place after its comma. A field that is a place
 * as a whole ("Mountain View, CA, USA" beside "Google |") stays whole: its town is no employer.
 */
export function trailingPlace(field: string): string[] {
  if (isLocation(field)) return [field];
  const named = splitNameAndPlace(field);
  if (named) return named;
  const parts = field.split(/,\s+/);
  for (let take = Math.min(3, parts.length - 1); take >= 1; take--) {
    const place = parts.slice(-take).join(', ');
    if (isLocation(place)) return [parts.slice(0, -take).join(', '), place];
  }
  // "Kesselhaus Mobility GmbH, Berlin": an employer, then a city the world knows by that name
  // ("Dublin 2": with its postal district).
  const town = parts.at(-1) ?? '';
  const name = parts.slice(0, -1).join(', ');
  const townName = town.replace(/\s+\d{1,2}$/, '');
  if (parts.length >= 2 && titleScore(name) <= 0 && !COMPANY_SUFFIX.test(town) && isTownName(townName))
    return [name, town];
  // "Fynbos Retail Holdings (Pty) Ltd, Cape Town": what follows a legal form's comma is a place.
  const suffixAt = parts.findIndex(
    (part, index) => index < parts.length - 1 && COMPANY_SUFFIX.test(part.split(/\s+/).at(-1) ?? ''),
  );
  const after = parts.slice(suffixAt + 1);
  if (
    suffixAt >= 0 &&
    after.every((part) => /^\p{Lu}[\p{L}.'’ -]*(?: \d{1,2})?$/u.test(part) && !COMPANY_SUFFIX.test(part))
  )
    return [parts.slice(0, suffixAt + 1).join(', '), after.join(', ')];
  const unknownTown = trailingUnknownTown(parts);
  if (unknownTown) return unknownTown;
  // "Kaminari Logistics K.K. (Tokyo)", "Hollins & Carr (Leeds, UK)": the place in brackets after the name.
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(field.trim());
  const inside = bracketed?.[2]?.trim() ?? '';
  const isPlaceInside =
    !/^(?:remote|hybrid|on-?site)$/i.test(inside) &&
    (isLocation(inside) || isTownName(inside.split(/,\s*/)[0] ?? ''));
  return bracketed?.[1] && isPlaceInside ? [bracketed[1], inside] : [field];
}

/**
 * A town's name by its shape: one to three capitalised words ("Eagle Farm", "Santiago de los
 * Caballeros" with its particles), then at most a region's short code ("Frankston VIC") or a
 * bracketed name ("Halle (Saale)"). Nothing in it may say title, organisation, legal form or a
 * part of an organisation ("ICT Service Desk", "Platform Team"), and outside a line set in
 * capitals no word but the region's code is in capitals.
 */
const TOWN_SHAPE =
  /^\p{Lu}[\p{L}'’.-]*(?: (?:(?:de|del|da|do|dos|das|la|le|les|los|el|upon|on|am|an|im|sur|op|aan) )?\p{Lu}[\p{L}'’.-]*){0,3}(?: (\p{Lu}{2,3})| \(\p{Lu}[\p{L}'’.-]*\))?$/u;
const PART_OF_ORGANISATION =
  /\b(?:team|teams|desk|dept|division|unit|office|operations|service|support|platform|engineering|practice|function|squad|programme|program|project|projects|hub|headquarters|hq|branch|head office|campus|site|plant|floor|wing|ward|section)\b/i;

function isTownShaped(text: string): boolean {
  const shape = TOWN_SHAPE.exec(text);
  if (!shape) return false;
  const words = text.replace(/ \p{Lu}{2,3}$/u, '').split(/\s+/);
  const isCapsLine = text === text.toUpperCase();
  return (
    (isCapsLine || !words.some((word) => /^\p{Lu}{2,}$/u.test(word))) &&
    !PART_OF_ORGANISATION.test(text) &&
    titleScore(text) <= 0 &&
    organisationScore(text) <= 0 &&
    !text.split(/\s+/).some((word) => isLegalForm(word) || COMPANY_SUFFIX.test(word))
  );
}

/** A name that reads as an employer's: a kind of organisation, a legal form or an ampersand, and nothing of a title. */
const readsAsEmployer = (name: string): boolean =>
  (organisationScore(name) > 0 || / & /.test(name) || isLegalForm(name.split(/\s+/).at(-1) ?? '')) &&
  titleScore(name) <= 0 &&
  !isLocation(name);

/**
 * "Southern Cross Freight Group, Melbourne VIC", "Larder & Vine, Fitzroy", "Gemilang Logistics Sdn.
 * Bhd., Shah Alam, Selangor": after a name that reads as an employer, one or two comma parts
 * shaped like a town and its region are its place, even a town the reader does not know. A name
 * that reads as a title keeps its comma ("Head, IT Infrastructure"). Of two parts, only the second
 * may carry a region's code: "Trakia Telecom AD, Sofia" is no town and region.
 */
function trailingUnknownTown(parts: readonly string[]): string[] | null {
  for (let take = Math.min(2, parts.length - 1); take >= 1; take--) {
    const name = parts.slice(0, -take).join(', ');
    const place = parts.slice(-take);
    const codeOnlyLast = place.slice(0, -1).every((part) => !/ \p{Lu}{2,3}$/u.test(part));
    if (readsAsEmployer(name) && codeOnlyLast && place.every(isTownShaped)) return [name, place.join(', ')];
  }
  return null;
}

/** A field of a role's header: its text, its line and its place on the line. */
export type HeaderField = { text: string; line: number; position: number };

/** "Freeport, Grand Bahama": a town and its region, each one to three capitalised words. */
const TOWN_AND_REGION =
  /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}, \p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * "LUCAYAN ISLES BANK LTD. — Freeport, Grand Bahama", "Kananook Shire Council, Frankston VIC": after
 * an employer on its line, a town and its region, or a field shaped like a town, are its place, even
 * a town the reader does not know, when nothing in them says title or employer.
 */
export function isPlaceAfterEmployer(field: HeaderField, fields: readonly HeaderField[]): boolean {
  const before = fields.find((other) => other.line === field.line && other.position === field.position - 1);
  if (before === undefined) return false;
  const townAndRegion =
    organisationScore(before.text) > 0 &&
    TOWN_AND_REGION.test(field.text) &&
    titleScore(field.text) <= 0 &&
    organisationScore(field.text) <= 0;
  return townAndRegion || (readsAsEmployer(before.text) && isTownShaped(field.text));
}
