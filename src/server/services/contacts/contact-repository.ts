import { desc, eq } from 'drizzle-orm';
import type { Contact, ContactWithDelivery, InsertContact } from '../../../shared/api/contacts';
import type { PageQuery } from '../../../shared/api/paging';
import type { Db } from '../../db/client';
import { contactDeliveries, contacts } from '../../db/schema';
import { olderThanCursor, type Page, toNewestFirstPage } from '../../platform/http/keyset-page';

type ContactRow = typeof contacts.$inferSelect;

export function toContact(row: ContactRow): Contact {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Stores the message and its pending delivery together: neither exists without the other. */
export async function insertContactWithDelivery(db: Db, input: InsertContact, now: Date): Promise<Contact> {
  return db.transaction(async (tx) => {
    const { firstName, lastName, email, company, opportunityType, message } = input;
    const [row] = await tx
      .insert(contacts)
      .values({ firstName, lastName, email, company, opportunityType, message })
      .returning();
    if (!row) throw new Error('contact insert returned no row');
    await tx.insert(contactDeliveries).values({ contactId: row.id, nextAttemptAt: now });
    return toContact(row);
  });
}

/** A page of the messages, newest first (see platform/http/keyset-page.ts). */
export async function pageContacts(db: Db, query: PageQuery): Promise<Page<ContactWithDelivery>> {
  const rows = await db
    .select({ contact: contacts, deliveryStatus: contactDeliveries.status })
    .from(contacts)
    .leftJoin(contactDeliveries, eq(contactDeliveries.contactId, contacts.id))
    .where(olderThanCursor(contacts.createdAt, contacts.id, query.cursor))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(query.limit + 1);
  const page = toNewestFirstPage(
    rows.map((row) => ({ ...row, id: row.contact.id, createdAt: row.contact.createdAt })),
    query.limit,
    (row) => row,
  );
  return {
    items: page.items.map((row) => ({ ...toContact(row.contact), deliveryStatus: row.deliveryStatus })),
    nextCursor: page.nextCursor,
  };
}
