import { and, gte, inArray, lt, lte, sql } from 'drizzle-orm';
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

/** The period's counts as the page needs them, added up by the database. */
export type PeriodCounts = {
  /** Page views and visitors per day (days without any are absent). */
  daily: DailyCount[];
  /** Each kind's total. */
  totals: { kind: string; count: number }[];
  /** The `top` largest labels of each kind. */
  tops: (CountKey & { count: number })[];
};

/**
 * The counts from `from` to `to` (YYYY-MM-DD, inclusive), summed in three grouped reads over the
 * primary key's day range: what travels is at most days × 2 + kinds + kinds × `top` rows, however
 * many visits and referring sites the period had.
 */
export async function readPeriodCounts(db: Db, from: string, to: string, top: number): Promise<PeriodCounts> {
  const d = analyticsDaily;
  const inPeriod = and(gte(d.day, from), lte(d.day, to));
  const total = sql<number>`sum(${d.count})`.mapWith(Number);
  const ranked = db
    .select({
      kind: d.kind,
      label: d.label,
      count: sql<string | number>`sum(${d.count})`.as('count'),
      place:
        sql<number>`row_number() over (partition by ${d.kind} order by sum(${d.count}) desc, ${d.label})`.as(
          'place',
        ),
    })
    .from(d)
    .where(and(inPeriod, inArray(d.kind, ['pageview', 'referrer', 'section', 'panel'])))
    .groupBy(d.kind, d.label)
    .as('ranked');
  const [daily, totals, tops] = await Promise.all([
    db
      .select({ day: d.day, kind: d.kind, label: sql<string>`''`, count: total })
      .from(d)
      .where(and(inPeriod, inArray(d.kind, ['pageview', 'visitor'])))
      .groupBy(d.day, d.kind),
    db.select({ kind: d.kind, count: total }).from(d).where(inPeriod).groupBy(d.kind),
    db
      .select({ kind: ranked.kind, label: ranked.label, count: ranked.count })
      .from(ranked)
      .where(lte(ranked.place, top)),
  ]);
  return { daily, totals, tops: tops.map((row) => ({ ...row, count: Number(row.count) })) };
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
