import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { type DigestResult, type FollowUpDigestDeps, sendFollowUpDigest } from './follow-up-digest';

export type FollowUpDigestSchedule = { start: () => void; stop: () => Promise<void> };

/** "07:30" as a croner pattern: that minute every day. */
export const digestPattern = (time: string): string => {
  const [hour, minute] = time.split(':').map(Number);
  return `${minute} ${hour} * * *`;
};

/**
 * The optional daily digest (FOLLOW_UP_DIGEST_AT, in TZ). Every instance runs the schedule;
 * sendFollowUpDigest makes sure one email goes out a day.
 */
export function createFollowUpDigestSchedule(
  deps: FollowUpDigestDeps & { at: string | undefined; log: FastifyBaseLogger },
): FollowUpDigestSchedule {
  let job: Cron | null = null;
  let inFlight: Promise<DigestResult | undefined> | null = null;
  return {
    start() {
      if (!deps.at || job) return;
      job = new Cron(
        digestPattern(deps.at),
        { timezone: deps.config.timeZone, protect: true, unref: true },
        () => {
          inFlight = sendFollowUpDigest(deps)
            .then((result) => {
              deps.log.info({ result }, 'follow-up digest');
              return result;
            })
            .catch((error: unknown) => {
              deps.log.error({ err: error }, 'follow-up digest failed');
              return undefined;
            })
            .finally(() => {
              inFlight = null;
            });
        },
      );
    },
    async stop() {
      job?.stop();
      job = null;
      await inFlight;
    },
  };
}
