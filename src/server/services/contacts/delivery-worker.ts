import type { FastifyBaseLogger } from 'fastify';
import { siteContent } from '../../../../content';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createWorkerLoop } from '../../platform/jobs/worker-loop';
import type { Mailer } from '../../platform/mail/mailer';
import { composeContactMail, type MailAddressing } from './compose-contact-mail';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markDeliverySent,
  recordDeliveryFailure,
} from './contact-delivery-repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; later ones wait STEADY_RETRY_DELAY. */
const RETRY_DELAYS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR];
const STEADY_RETRY_DELAY = 6 * HOUR;
/** About a day and a half of trying; after that the message stays stored and marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 10;
// Longer than the SMTP send deadline, so a live claim never runs out mid-send.
const CLAIM_DURATION = 5 * MINUTE;
const POLL_INTERVAL = 30_000;
const BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 500;

export type DeliveryRunSummary = { sent: number; failed: number };

export type DeliveryWorker = {
  /** Starts the background loop: a run now, then one every poll interval and whenever woken. */
  start(): void;
  /** Stops the loop and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** Asks for a run soon, for example right after a message is stored. */
  wake(): void;
  /** Claims and sends every delivery due at `now`. */
  runOnce(now?: Date): Promise<DeliveryRunSummary>;
};

export type DeliveryWorkerDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'MAIL_FROM' | 'MAIL_TO'>;
  log: FastifyBaseLogger;
};

/** How long to wait after the given number of failed attempts; null once attempts are used up. */
export function computeRetryDelay(failedAttempts: number): number | null {
  if (failedAttempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return RETRY_DELAYS[failedAttempts - 1] ?? STEADY_RETRY_DELAY;
}

export function resolveMailAddressing(config: Pick<Config, 'MAIL_FROM' | 'MAIL_TO'>): MailAddressing {
  const { profile, contact } = siteContent;
  return {
    from: config.MAIL_FROM,
    to: config.MAIL_TO ?? { name: `${profile.firstName} ${profile.lastName}`, address: contact.email },
  };
}

/** A one-line reason for logs and `last_error`: no stack, no message content, no credentials. */
function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const reason = error instanceof Error ? error.message : String(error);
  const line = `${typeof code === 'string' ? `${code}: ` : ''}${reason}`
    .replace(/\s+/g, ' ')
    .replace(/\/\/[^/@\s]*@/g, '//***@');
  return line.slice(0, MAX_ERROR_LENGTH);
}

export function createDeliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  const { db, mailer, log } = deps;
  const now = () => new Date();
  const addressing = resolveMailAddressing(deps.config);
  async function deliver(delivery: ClaimedDelivery, clock: () => Date): Promise<boolean> {
    const context = { deliveryId: delivery.id, contactId: delivery.contact.id, attempt: delivery.attempts };
    try {
      await mailer.send(composeContactMail(delivery.contact, addressing));
    } catch (error) {
      const delay = computeRetryDelay(delivery.attempts);
      const retryAt = delay === null ? null : new Date(clock().getTime() + delay);
      const reason = describeFailure(error);
      await recordDeliveryFailure(db, delivery, { error: reason, retryAt });
      if (retryAt) {
        log.warn(
          { ...context, mode: mailer.mode, error: reason, retryAt },
          'contact email not delivered; will retry',
        );
      } else {
        log.error(
          { ...context, mode: mailer.mode, error: reason },
          'contact email failed for good; message kept',
        );
      }
      return false;
    }
    await markDeliverySent(db, delivery, clock());
    log.info({ ...context, mode: mailer.mode }, 'contact email delivered');
    return true;
  }

  async function runOnce(at?: Date): Promise<DeliveryRunSummary> {
    const summary: DeliveryRunSummary = { sent: 0, failed: 0 };
    const clock = at ? () => at : now;
    for (;;) {
      const claimedAt = clock();
      const batch = await claimDueDeliveries(db, {
        now: claimedAt,
        claimedUntil: new Date(claimedAt.getTime() + CLAIM_DURATION),
        limit: BATCH_SIZE,
      });
      for (const delivery of batch) {
        if (await deliver(delivery, clock)) summary.sent += 1;
        else summary.failed += 1;
      }
      // A full batch may have left more due; a closing app finishes its batch and no more.
      if (batch.length < BATCH_SIZE || loop.isStopping()) return summary;
    }
  }

  const loop = createWorkerLoop({
    run: async () => {
      await runOnce();
    },
    intervalMs: POLL_INTERVAL,
    onError: (error) => log.warn({ error: describeFailure(error) }, 'contact delivery run failed'),
  });

  return {
    start: loop.start,
    stop: loop.stop,
    wake: loop.wake,
    runOnce: (at) => runOnce(at),
  };
}
