import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * An instant as ISO text in UTC, formatted by the database to the microsecond. A keyset cursor
 * built from it compares the exact stored value, which a JavaScript Date (milliseconds) cannot
 * carry: `applied_date` keeps microseconds, and a cursor cut to the millisecond would skip the
 * rows that share its millisecond. (`created_at` columns are stored to the millisecond.) Null
 * stays null.
 */
export const isoText = <T extends string | null>(column: SQLWrapper) =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether a cursor's key is an instant in the exact shape `isoText` writes. */
export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}
