import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Contact } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { contactDeliveries, contacts } from '../../db/schema';
import { toContact } from './contact-repository';

/** A delivery this instance holds until `claimedUntil`; `attempts` already counts this attempt. */
export type ClaimedDelivery = { id: number; attempts: number; contact: Contact };

/**
 * Takes up to `limit` due deliveries for this instance. Rows another instance is claiming are
 * skipped (SKIP LOCKED), and a claimed row's next attempt moves to `claimedUntil`, so no other
 * instance sends the same message unless this one dies mid-send and the claim runs out.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: Date; claimedUntil: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: contactDeliveries.id })
    .from(contactDeliveries)
    .where(and(eq(contactDeliveries.status, 'pending'), lte(contactDeliveries.nextAttemptAt, options.now)))
    .orderBy(asc(contactDeliveries.nextAttemptAt), asc(contactDeliveries.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(contactDeliveries)
    .set({ attempts: sql`${contactDeliveries.attempts} + 1`, nextAttemptAt: options.claimedUntil })
    .where(inArray(contactDeliveries.id, due))
    .returning({
      id: contactDeliveries.id,
      contactId: contactDeliveries.contactId,
      attempts: contactDeliveries.attempts,
    });
  if (claimed.length === 0) return [];

  const rows = await db
    .select()
    .from(contacts)
    .where(
      inArray(
        contacts.id,
        claimed.map((delivery) => delivery.contactId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, toContact(row)]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .flatMap((delivery) => {
      const contact = byId.get(delivery.contactId);
      return contact ? [{ id: delivery.id, attempts: delivery.attempts, contact }] : [];
    });
}

// Updates match the attempt they belong to, so a late answer from an expired claim cannot
// overwrite what a newer attempt recorded.
const isCurrentAttempt = (delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>) =>
  and(
    eq(contactDeliveries.id, delivery.id),
    eq(contactDeliveries.attempts, delivery.attempts),
    eq(contactDeliveries.status, 'pending'),
  );

export async function markDeliverySent(
  db: Db,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  sentAt: Date,
): Promise<void> {
  await db
    .update(contactDeliveries)
    .set({ status: 'sent', sentAt, nextAttemptAt: null, lastError: null })
    .where(isCurrentAttempt(delivery));
}

/** Records a failed attempt: pending again at `retryAt`, or failed for good when there is none. */
export async function recordDeliveryFailure(
  db: Db,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(contactDeliveries)
    .set({
      status: failure.retryAt ? 'pending' : 'failed',
      lastError: failure.error,
      nextAttemptAt: failure.retryAt,
    })
    .where(isCurrentAttempt(delivery));
}
