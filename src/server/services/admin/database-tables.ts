import { sql } from 'drizzle-orm';
import type { DatabaseTable } from '../../../shared/api/admin-overview';
import type { Database } from '../../db/client';

type TableRow = { tablename: string; tableowner: string; schemaname: string };

/** The tables of the public schema as pg_tables lists them, each with its exact row count. */
export async function listDatabaseTables(database: Database): Promise<DatabaseTable[]> {
  const tables = await database.rows<TableRow>(
    sql`select tablename, tableowner, schemaname from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (tables.length === 0) return [];
  // Names come from the catalogue, and sql.identifier quotes each one, so nothing here is user input.
  const counts = sql.join(
    tables.map(
      (table) =>
        sql`select ${table.tablename}::text as tablename, count(*)::int as row_count from ${sql.identifier(table.schemaname)}.${sql.identifier(table.tablename)}`,
    ),
    sql` union all `,
  );
  const rows = await database.rows<{ tablename: string; row_count: number }>(counts);
  const countOf = new Map(rows.map((row) => [row.tablename, Number(row.row_count)]));
  return tables.map((table) => ({ ...table, rowCount: countOf.get(table.tablename) ?? 0 }));
}

export async function countDatabaseTables(database: Database): Promise<number> {
  const [row] = await database.rows<{ total: number }>(
    sql`select count(*)::int as total from pg_tables where schemaname = 'public'`,
  );
  return Number(row?.total ?? 0);
}
