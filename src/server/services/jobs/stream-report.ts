import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { formatReportRows, REPORT_START } from './csv-export';
import { listEventsForApplications } from './job-event-repository';
import { pageReportRows, type ReportPosition } from './report-rows';

/** Rows read per step: small enough to keep memory flat, large enough that steps are few. */
const BATCH = 500;

/**
 * The Export Report as a stream: the applications in the list's default order, a keyset batch at
 * a time with the events of that batch, so a report of any length is written in constant memory
 * and the first bytes leave before the last row is read. The same bytes as the report built whole.
 */
export function streamApplicationsReport(db: Db, userId: string, timeZone: string): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield REPORT_START;
    let position: ReportPosition | null = null;
    for (;;) {
      const rows = await pageReportRows(db, userId, position, BATCH);
      if (rows.length === 0) return;
      const events = await listEventsForApplications(
        db,
        userId,
        rows.map((row) => row.id),
      );
      yield formatReportRows(rows, events, timeZone);
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      position = { appliedDate: last.appliedDate, id: last.id };
    }
  }
  return Readable.from(lines());
}
