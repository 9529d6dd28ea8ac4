import type { Contact, InsertContact } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { contactDeliveries, contacts } from '../../db/schema';

type ContactRow = typeof contacts.$inferSelect;

/** The message as the specification shapes it (spec §3), without the inbox's own columns. */
export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    opportunityType: row.opportunityType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
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
