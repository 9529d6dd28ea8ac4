import { Readable } from 'node:stream';
import { type ContactListQuery, findOpportunityLabel, leadStatusLabels } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { quoteCell } from '../jobs/csv-export';
import { type InboxRow, readInboxBatch } from './inbox-repository';

const BOM = '\uFEFF';
const CRLF = '\r\n';
const BATCH = 500;

export const INBOX_CSV_HEADER = [
  'Received',
  'First Name',
  'Last Name',
  'Email',
  'Company',
  'Opportunity',
  'Status',
  'Read',
  'Note',
  'Message',
  'Application',
];

function rowOf(row: InboxRow): string[] {
  return [
    row.createdAt.toISOString(),
    row.firstName,
    row.lastName,
    row.email,
    row.company ?? '',
    findOpportunityLabel(row.opportunityType),
    leadStatusLabels[row.status],
    row.readAt ? row.readAt.toISOString() : '',
    row.note ?? '',
    row.message,
    row.applicationId === null ? '' : `#${row.applicationId}`,
  ];
}

const line = (cells: string[]) => `${cells.map(quoteCell).join(',')}${CRLF}`;

/**
 * The inbox as CSV, with the list's search and filters, oldest first: the same writer as the job
 * report (RFC 4180, formulas neutralised, BOM for Excel; decision 0064), read a keyset batch at a
 * time so an inbox of any length streams in constant memory.
 */
export function streamInboxCsv(db: Db, query: Pick<ContactListQuery, 'q' | 'status' | 'unread'>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `${BOM}${line(INBOX_CSV_HEADER)}`;
    let afterId = 0;
    for (;;) {
      const rows = await readInboxBatch(db, query, afterId, BATCH);
      if (rows.length > 0) yield rows.map((row) => line(rowOf(row))).join('');
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      afterId = last.id;
    }
  }
  return Readable.from(lines());
}
