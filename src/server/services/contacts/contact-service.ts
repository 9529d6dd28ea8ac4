import type { FastifyBaseLogger } from 'fastify';
import type { ContactReceipt, InsertContact } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { insertContactWithDelivery } from './contact-repository';
import type { DeliveryWorker } from './delivery-worker';

export type ContactServiceDeps = {
  db: Db;
  deliveries: Pick<DeliveryWorker, 'wake'>;
  log: FastifyBaseLogger;
};

const RECEIPT: ContactReceipt = { status: 'received' };

/**
 * Stores a visitor's message with its pending email in one transaction, then asks the
 * delivery worker to send it; the visitor's reply never waits for mail.
 */
export async function submitContact(deps: ContactServiceDeps, input: InsertContact): Promise<ContactReceipt> {
  if (input.website) {
    // Only bots fill the hidden field. They get the same answer as people, so they learn nothing.
    deps.log.info('contact form honeypot filled; message discarded');
    return RECEIPT;
  }
  await insertContactWithDelivery(deps.db, input, new Date());
  deps.deliveries.wake();
  return RECEIPT;
}
