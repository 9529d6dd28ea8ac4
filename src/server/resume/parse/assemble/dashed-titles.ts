import { isLocation, splitFields } from '../contact';
import { organisationScore, titleScore } from '../title-words';
import { isPlace } from './header-places';

/**
 * "Magazynier – operator wózka widłowego" above "Logistyka Zachód Sp. z o.o., Goleniów", "Captain –
 * Embraer E195-E2" above "Aerovia Linhas Aéreas S.A.": when another line of the header is the
 * employer's own (its name, perhaps its town), a dash in the title's line joins two parts of the
 * title (a trade and its speciality, a rank and its aircraft) instead of parting title from
 * employer. Each line's fields are given; a dashed title's line comes back as one field.
 */
export function keepDashedTitlesWhole(lines: readonly string[], fieldsByLine: string[][]): string[][] {
  if (lines.length < 2) return fieldsByLine;
  const employerLine = fieldsByLine.findIndex(isEmployerLine);
  if (employerLine < 0) return fieldsByLine;
  return fieldsByLine.map((fields, index) => {
    const line = lines[index]?.trim() ?? '';
    return index !== employerLine && isDashedTitle(line, fields) ? [line] : fields;
  });
}

const isPlaceField = (field: string) => isPlace(field) || isLocation(field);

/**
 * One name with nothing of a title about it: an employer by its words, or a name with its town
 * after it (a lone name could be the town itself), and nothing more.
 */
function isEmployerLine(fields: string[]): boolean {
  const [name, town, ...rest] = fields;
  if (name === undefined || rest.length > 0 || titleScore(name) > 0 || isPlaceField(name)) return false;
  // "Aerovia Linhas Aéreas S.A. — base Campinas": an employer by its words, whatever follows it.
  if (organisationScore(name) > 0) return true;
  return town !== undefined && (isPlaceField(town) || TOWN.test(town));
}

/**
 * "Goleniów", "Nova Lima": a town's name, known or not, after the employer's; a region's
 * abbreviation in capitals ("Lilydale, VIC") says the line is a place, not an employer.
 */
const TOWN = /^\p{Lu}\p{Ll}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]+)?$/u;
/** "Cardiac Step-Down Unit": the ward or department a title's dash names, not part of the title. */
const DEPARTMENT = /\b(?:unit|ward|department|dept\.?|division|team|section)$/i;
/** "projeto para cliente francês": a note of whom the work was for, not part of the title. */
const FOR_WHOM = /\b(?:for|para|pour|für|dla|proje[ck]t\w*|projet\w*|client\w*|klient\w*)\b/iu;

/** Two parts parted by a dash alone, neither a place, an employer's name, a department nor a client. */
function isDashedTitle(line: string, fields: string[]): boolean {
  if (fields.length !== 2 || !/\s[–—]\s/.test(line)) return false;
  if (splitFields(line.replace(/\s[–—]\s/g, ' ')).length !== 1) return false;
  return fields.every(
    (field) =>
      !isPlaceField(field) &&
      organisationScore(field) <= 0 &&
      !DEPARTMENT.test(field) &&
      !FOR_WHOM.test(field),
  );
}

/**
 * A header read so far as one dashed line ("Praktyka zawodowa – mechanik pojazdów") is still
 * missing its employer when the next line is the employer's own: the dash was the title's.
 */
export function awaitsEmployerLine(
  header: readonly string[],
  next: string,
  fieldsOf: (line: string) => string[],
) {
  const lines = header.map((line) => line.trim()).filter(Boolean);
  const [only = ''] = lines;
  return lines.length === 1 && isDashedTitle(only, fieldsOf(only)) && isEmployerLine(fieldsOf(next));
}
