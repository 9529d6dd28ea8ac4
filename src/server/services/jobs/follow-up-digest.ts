import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import { calendarDayIn, listFollowUps } from '../../../shared/jobs/follow-ups';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { adminLogs, jobApplications } from '../../db/schema';
import { activityActions, recordActivity, SYSTEM_ACTOR } from '../../platform/activity';
import { runExclusively } from '../../platform/jobs/run-exclusively';
import type { Mailer } from '../../platform/mail/mailer';
import { resolveMailAddressing } from '../contacts/delivery-worker';
import { composeFollowUpDigest } from './follow-up-digest-mail';
import { JOB_RESOURCE } from './job-application-service';

/** The advisory-lock key of the digest ("FOLU"): one instance at a time across the database. */
export const DIGEST_LOCK_KEY = 0x464f4c55;

export type DigestResult = 'sent' | 'nothing-due' | 'already-sent' | 'busy';

export type FollowUpDigestDeps = {
  database: Database;
  mailer: Mailer;
  config: Pick<Config, 'MAIL_FROM' | 'MAIL_TO' | 'timeZone' | 'publicUrl'>;
};

async function wasSentOn(database: Database, day: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: adminLogs.id })
    .from(adminLogs)
    .where(
      and(
        eq(adminLogs.action, activityActions.jobFollowUpDigestSent),
        sql`${adminLogs.details}->>'day' = ${day}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Emails the next steps due today or overdue, at most once a day across every instance: under the
 * advisory lock, the activity log is asked whether today's digest went out, and the send is
 * recorded there before the lock is let go. Nothing due means no email.
 */
export async function sendFollowUpDigest(deps: FollowUpDigestDeps, now = new Date()): Promise<DigestResult> {
  const { database, config } = deps;
  const day = calendarDayIn(config.timeZone, now);
  const run = await runExclusively(database, DIGEST_LOCK_KEY, async (): Promise<DigestResult> => {
    if (await wasSentOn(database, day)) return 'already-sent';
    const rows = await database.db
      .select({
        id: jobApplications.id,
        company: jobApplications.company,
        position: jobApplications.position,
        status: jobApplications.status,
        nextStepAction: jobApplications.nextStepAction,
        nextStepDate: jobApplications.nextStepDate,
      })
      .from(jobApplications)
      .where(sql`${jobApplications.nextStepDate} <= ${`${day}T00:00:00Z`}::timestamptz`);
    const due = listFollowUps(
      rows.map((row) => ({
        ...row,
        status: row.status as ApplicationStatus,
        nextStepDate: row.nextStepDate?.toISOString() ?? null,
      })),
      day,
    );
    if (due.length === 0) return 'nothing-due';
    const addressing = resolveMailAddressing(config);
    await deps.mailer.send(
      composeFollowUpDigest(due, { day, ...addressing, publicUrl: config.publicUrl, now }),
    );
    await recordActivity(database.db, SYSTEM_ACTOR, {
      action: activityActions.jobFollowUpDigestSent,
      resource: JOB_RESOURCE,
      details: { day, count: due.length, mode: deps.mailer.mode },
    });
    return 'sent';
  });
  return run.ran ? run.value : 'busy';
}
