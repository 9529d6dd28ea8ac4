import { and, count, desc, eq, getTableColumns, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  ContactListQuery,
  DeliveryStatus,
  InboxMessage,
  LeadStatus,
} from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { contactDeliveries, contacts } from '../../db/schema';
import { olderThanCursor, type Page, toNewestFirstPage } from '../../platform/http/keyset-page';

export type InboxRow = Omit<typeof contacts.$inferSelect, 'searchWords'>;

/** Every column but the search index's words, which no reader needs. */
const { searchWords: _searchWords, ...messageColumns } = getTableColumns(contacts);

/**
 * The search as a text query: every word, lower case without accents, must begin a word of the
 * message, sender or note ("glob" finds "Globex"). Only letters and digits reach the query.
 */
export function toSearchQuery(text: string | undefined): string | null {
  const words = (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export function toInboxMessage(row: InboxRow, deliveryStatus: DeliveryStatus | null): InboxMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    opportunityType: row.opportunityType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    deliveryStatus,
    readAt: row.readAt?.toISOString() ?? null,
    status: row.status,
    note: row.note,
    applicationId: row.applicationId,
  };
}

function filtersOf(query: Pick<ContactListQuery, 'q' | 'status' | 'unread'>): SQL[] {
  const conditions: SQL[] = [];
  const search = toSearchQuery(query.q);
  // The GIN index on search_words answers this without reading the messages.
  if (search) conditions.push(sql`${contacts.searchWords} @@ to_tsquery('simple', ${search})`);
  if (query.status) conditions.push(eq(contacts.status, query.status));
  if (query.unread) conditions.push(isNull(contacts.readAt));
  return conditions;
}

/** A page of the inbox, newest first, by keyset: every page costs the same however deep. */
export async function pageInbox(db: Db, query: ContactListQuery): Promise<Page<InboxMessage>> {
  const conditions = filtersOf(query);
  const position = olderThanCursor(contacts.createdAt, contacts.id, query.cursor);
  if (position) conditions.push(position);
  const rows = await db
    .select({ contact: messageColumns, deliveryStatus: contactDeliveries.status })
    .from(contacts)
    .leftJoin(contactDeliveries, eq(contactDeliveries.contactId, contacts.id))
    .where(and(...conditions))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(query.limit + 1);
  return toNewestFirstPage(
    rows.map((row) => ({ ...row, id: row.contact.id, createdAt: row.contact.createdAt })),
    query.limit,
    (row) => toInboxMessage(row.contact, row.deliveryStatus),
  );
}

/** Messages nobody has opened yet; the partial index holds only those rows. */
export async function countUnread(db: Db): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contacts).where(isNull(contacts.readAt));
  return row?.unread ?? 0;
}

export async function findInboxMessage(db: Db, id: number): Promise<InboxMessage | undefined> {
  const [row] = await db
    .select({ contact: messageColumns, deliveryStatus: contactDeliveries.status })
    .from(contacts)
    .leftJoin(contactDeliveries, eq(contactDeliveries.contactId, contacts.id))
    .where(eq(contacts.id, id));
  return row ? toInboxMessage(row.contact, row.deliveryStatus) : undefined;
}

/** Locks the message's row for a change made in the same transaction. */
export async function lockInboxRow(db: Db, id: number): Promise<InboxRow | undefined> {
  const [row] = await db.select(messageColumns).from(contacts).where(eq(contacts.id, id)).for('update');
  return row;
}

export type InboxRowChanges = {
  readAt?: Date | null;
  status?: LeadStatus;
  note?: string | null;
  applicationId?: number;
};

export async function updateInboxRow(db: Db, id: number, changes: InboxRowChanges): Promise<void> {
  await db.update(contacts).set(changes).where(eq(contacts.id, id));
}

/**
 * Every message matching the inbox's search, oldest first by keyset, `batch` rows at a time: the
 * CSV export reads in constant memory however long the inbox is.
 */
export async function readInboxBatch(
  db: Db,
  query: Pick<ContactListQuery, 'q' | 'status' | 'unread'>,
  afterId: number,
  batch: number,
): Promise<InboxRow[]> {
  const conditions = filtersOf(query);
  conditions.push(gt(contacts.id, afterId));
  return db
    .select(messageColumns)
    .from(contacts)
    .where(and(...conditions))
    .orderBy(contacts.id)
    .limit(batch);
}
