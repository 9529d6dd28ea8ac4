import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type ExclusiveRun<T> = { ran: true; value: T } | { ran: false };

const heldHere = new WeakMap<Database, Set<number>>();

/**
 * Runs `task` unless it is already running under the same key: in this process, or (on
 * PostgreSQL) in any instance sharing the database. The second caller is turned away, not
 * queued: a job that another instance is doing right now need not be done twice.
 *
 * PostgreSQL: `pg_try_advisory_xact_lock` in a transaction held open for the task, so the lock
 * goes with the transaction even if this process dies. PGlite belongs to one process (see
 * db/data-dir-lock), where the in-process set is the whole answer.
 */
export async function runExclusively<T>(
  database: Database,
  key: number,
  task: () => Promise<T>,
): Promise<ExclusiveRun<T>> {
  const held = heldHere.get(database) ?? new Set<number>();
  heldHere.set(database, held);
  if (held.has(key)) return { ran: false };
  held.add(key);
  try {
    if (database.kind === 'pglite') return { ran: true, value: await task() };
    return await database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
      const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (!row?.locked) return { ran: false } as const;
      return { ran: true, value: await task() } as const;
    });
  } finally {
    held.delete(key);
  }
}
