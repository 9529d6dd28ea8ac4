import { and, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsDaily, analyticsVisitors } from '../../db/schema';

export type CountKey = { kind: string; label: string };
export type DailyCount = CountKey & { day: string; count: number };

/**
 * Adds to the day's counts in one statement. Keys must be distinct (one row may not be updated
 * twice by one INSERT … ON CONFLICT), so callers add up their own repeats first.
 */
export async function addCounts(db: Db, day: string, counts: Map<string, DailyCount>): Promise<void> {
  const rows = [...counts.values()].filter((row) => row.count > 0);
  if (rows.length === 0) return;
  await db
    .insert(analyticsDaily)
    .values(rows.map((row) => ({ day, kind: row.kind, label: row.label, count: row.count })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.kind, analyticsDaily.label],
      set: { count: sql`${analyticsDaily.count} + excluded.count` },
    });
}

/** Notes a visitor for the day; true when it is the visitor's first time that day. */
export async function addVisitor(db: Db, day: string, visitor: string): Promise<boolean> {
  const inserted = await db
    .insert(analyticsVisitors)
    .values({ day, visitor })
    .onConflictDoNothing()
    .returning({ day: analyticsVisitors.day });
  return inserted.length > 0;
}

/** Every count from `from` to `to` (both YYYY-MM-DD, inclusive): at most days × labels rows. */
export async function readCounts(db: Db, from: string, to: string): Promise<DailyCount[]> {
  return db
    .select({
      day: analyticsDaily.day,
      kind: analyticsDaily.kind,
      label: analyticsDaily.label,
      count: analyticsDaily.count,
    })
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.day, from), lte(analyticsDaily.day, to)));
}

/** Retention: counts of days before `day` go. */
export async function deleteCountsBefore(db: Db, day: string): Promise<number> {
  const deleted = await db
    .delete(analyticsDaily)
    .where(lt(analyticsDaily.day, day))
    .returning({ day: analyticsDaily.day });
  return deleted.length;
}

/** Visitor ids of days before `day` go: their salt is gone, and their count is already kept. */
export async function deleteVisitorsBefore(db: Db, day: string): Promise<number> {
  const deleted = await db
    .delete(analyticsVisitors)
    .where(lt(analyticsVisitors.day, day))
    .returning({ day: analyticsVisitors.day });
  return deleted.length;
}
