import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createWorkerLoop } from '../../platform/jobs/worker-loop';
import { deleteCountsBefore, deleteVisitorsBefore } from '../analytics/analytics-repository';
import { addDays, siteDayOf } from '../analytics/site-day';
import { deleteQuestionsBefore } from '../questions/question-repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type RetentionRun = { questions: number; counts: number; visitors: number };

export type RetentionWorker = {
  start: () => void;
  stop: () => Promise<void>;
  runOnce: (now?: Date) => Promise<RetentionRun>;
};

export type RetentionDeps = {
  db: Db;
  config: Pick<Config, 'INSIGHTS_RETENTION_DAYS' | 'timeZone'>;
  log: FastifyBaseLogger;
};

/**
 * Deletes what the retention setting (INSIGHTS_RETENTION_DAYS, 90 by default) no longer keeps:
 * chat questions and daily counts older than that, and every visitor id of an earlier day (their
 * salt is gone, their count is kept). Runs at start and hourly on every instance; deleting twice
 * is harmless, so no lock is needed. Contact messages are never deleted here.
 */
export function createRetentionWorker(deps: RetentionDeps): RetentionWorker {
  const { db, config, log } = deps;
  async function runOnce(now = new Date()): Promise<RetentionRun> {
    const today = siteDayOf(now, config.timeZone);
    const keptFrom = addDays(today, -config.INSIGHTS_RETENTION_DAYS);
    const result = {
      questions: await deleteQuestionsBefore(
        db,
        new Date(now.getTime() - config.INSIGHTS_RETENTION_DAYS * DAY),
      ),
      counts: await deleteCountsBefore(db, keptFrom),
      visitors: await deleteVisitorsBefore(db, today),
    };
    if (result.questions + result.counts + result.visitors > 0) log.info(result, 'old insights deleted');
    return result;
  }
  const loop = createWorkerLoop({
    run: async () => {
      await runOnce();
    },
    intervalMs: HOUR,
    onError: (error) => log.warn({ err: error }, 'insights retention run failed'),
  });
  return { start: loop.start, stop: loop.stop, runOnce };
}
