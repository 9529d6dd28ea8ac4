import { desc } from 'drizzle-orm';
import type { Contact, InsertContact } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';

type ContactRow = typeof contacts.$inferSelect;

function toContact(row: ContactRow): Contact {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function insertContact(db: Db, input: InsertContact): Promise<Contact> {
  const [row] = await db.insert(contacts).values(input).returning();
  if (!row) throw new Error('contact insert returned no row');
  return toContact(row);
}

export async function listContacts(db: Db): Promise<Contact[]> {
  const rows = await db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
  return rows.map(toContact);
}
