import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { pageApplicationsForUser } from './application-page';
import { formatReportRows, REPORT_START } from './csv-export';
import { listEventsForApplications } from './job-event-repository';

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
    let cursor: string | undefined;
    do {
      const page = await pageApplicationsForUser(db, userId, { sort: 'applied-desc', limit: BATCH, cursor });
      const events = await listEventsForApplications(
        db,
        userId,
        page.items.map((application) => application.id),
      );
      yield formatReportRows(page.items, events, timeZone);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return Readable.from(lines());
}
