import { and, asc, desc, eq, getTableColumns, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ApplicationListQuery, JobApplication } from '../../../shared/api/job-applications';
import type { Db } from '../../db/client';
import { isIsoInstant, isoText } from '../../db/iso-text';
import { jobApplications } from '../../db/schema';
import { AppError } from '../../platform/errors';
import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR,
  type KeysetPosition,
} from '../../platform/http/page-cursor';
import { type JobApplicationRow, toJobApplication } from './job-application-repository';

/** Lower case without accents, the same folding in SQL as for the search words. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const t = jobApplications;
/** Every column a reply shows; the search text is the database's own. */
const { searchText: _searchText, ...columnsOfRow } = getTableColumns(t);

/** A word as a LIKE pattern that finds it anywhere: a %, _ or backslash in it matches only itself. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const companyKey = sql<string>`lower(${t.company})`;

/** The sort key of each order: its SQL, its value in a row, and whether it ascends. */
const appliedKey = sql`${t.appliedDate}`;
const orders = {
  'applied-desc': { key: appliedKey, ascending: false },
  'applied-asc': { key: appliedKey, ascending: true },
  'company-asc': { key: companyKey, ascending: true },
  'company-desc': { key: companyKey, ascending: false },
} as const;

type PageRow = JobApplicationRow & { appliedKey: string };

function keyOf(row: PageRow, sort: ApplicationListQuery['sort']): string {
  return sort.startsWith('applied') ? row.appliedKey : row.company;
}

/** Rows after `position` in the order: past it on the sort key, or level with it and an older id. */
function after(sort: ApplicationListQuery['sort'], position: KeysetPosition): SQL | undefined {
  const { key, ascending } = orders[sort];
  let value = sql`lower(${String(position.key)})`;
  if (sort.startsWith('applied')) {
    // The exact stored instant, microseconds included; only the shape the pages write is taken.
    const instant = String(position.key);
    if (!isIsoInstant(instant)) throw new AppError('bad-request', INVALID_CURSOR);
    value = sql`${instant}::timestamptz`;
  }
  // Newest-first orders run both keys downwards: one row comparison, which the index answers as a
  // range. Ascending orders break ties downwards, so they need the spelled-out form.
  if (!ascending) return sql`(${key}, ${t.id}) < (${value}, ${position.id})`;
  return or(sql`${key} > ${value}`, and(sql`${key} = ${value}`, lt(t.id, position.id)));
}

function filters(userId: string, query: ApplicationListQuery): SQL[] {
  const conditions: SQL[] = [eq(t.userId, userId)];
  if (query.status) conditions.push(eq(t.status, query.status));
  for (const word of fold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    // LIKE rather than strpos: the trigram index answers LIKE (0110).
    conditions.push(sql`${t.searchText} like ${containing(word)}`);
  }
  return conditions;
}

export type ApplicationPage = { items: JobApplication[]; nextCursor: string | null };

/**
 * One page of a user's applications in the asked order, found by keyset (the sort key and the id
 * of the last row shown), so every page costs the same however far down the list it is.
 */
export async function pageApplicationsForUser(
  db: Db,
  userId: string,
  query: ApplicationListQuery,
): Promise<ApplicationPage> {
  const conditions = filters(userId, query);
  if (query.cursor) {
    const position = after(query.sort, decodeCursor(query.cursor));
    if (position) conditions.push(position);
  }
  const { key, ascending } = orders[query.sort];
  const rows = await db
    .select({ ...columnsOfRow, appliedKey: isoText<string>(t.appliedDate) })
    .from(t)
    .where(and(...conditions))
    .orderBy(ascending ? asc(key) : desc(key), desc(t.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ key: keyOf(last, query.sort), id: last.id }) : null;
  return { items: items.map(({ appliedKey: _key, ...row }) => toJobApplication(row)), nextCursor };
}
