import { databaseTableListSchema } from '../../../shared/api/admin-overview';
import { adminPaths, useAdminQuery } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';

const numberFormat = new Intl.NumberFormat();

/** Spec §2 Database: the public schema's tables (name, owner, schema) and their row counts. */
export function DatabaseTab({ isOpen }: { isOpen: boolean }) {
  const tables = useAdminQuery(adminPaths.tables, databaseTableListSchema, isOpen);
  const list = tables.data ?? [];
  return (
    <AdminCard title="Database Tables">
      {tables.isLoading ? <LoadingRow /> : null}
      {tables.isError ? <ErrorRow error={tables.error} /> : null}
      {tables.isSuccess && list.length === 0 ? <EmptyState message="No tables found" /> : null}
      {list.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Table
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Owner
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Schema
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {list.map((table) => (
                <tr key={`${table.schemaname}.${table.tablename}`}>
                  <td className="py-2 pr-4 font-mono text-slate-900 dark:text-white">{table.tablename}</td>
                  <td className="py-2 pr-4 text-slate-700 dark:text-slate-300">{table.tableowner}</td>
                  <td className="py-2 pr-4 text-slate-700 dark:text-slate-300">{table.schemaname}</td>
                  <td className="py-2 text-right tabular-nums text-slate-700 dark:text-slate-300">
                    {numberFormat.format(table.rowCount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminCard>
  );
}
