import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const ACCENTED = 'áàâäãåāçćčéèêëēėęíìîïīįñńóòôöõøōśšúùûüūýÿžźż';
const PLAIN = 'aaaaaaaccceeeeeeeiiiiiinnoooooooossuuuuuyyzzz';

/** Lower case without accents: the same folding for the search words as the SQL does for the text. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A list's search as conditions: every word of `query` must appear somewhere in the columns,
 * case and accents ignored. Words are bound parameters, never SQL.
 */
export function matchEveryWord(columns: SQLWrapper[], query: string | undefined): SQL[] {
  const words = fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const searched = sql`translate(lower(concat_ws(' ', ${sql.join(columns, sql`, `)})), ${ACCENTED}, ${PLAIN})`;
  return words.map((word) => sql`strpos(${searched}, ${word}) > 0`);
}
