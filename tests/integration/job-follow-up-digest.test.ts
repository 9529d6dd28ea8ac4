import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../src/server/platform/mail/mailer';
import { sendFollowUpDigest } from '../../src/server/services/jobs/follow-up-digest';
import { digestPattern } from '../../src/server/services/jobs/follow-up-digest-schedule';
import { createApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;
const sent: OutgoingMail[] = [];
const mailer: Mailer = { mode: 'outbox', send: async (message) => void sent.push(message) };

const config = {
  MAIL_FROM: 'Portfolio <no-reply@portfolio.example>',
  MAIL_TO: 'Alex Morgan <alex@portfolio.example>',
  timeZone: 'America/Los_Angeles',
  publicUrl: 'https://portfolio.example',
};

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test?.close());

describe(`follow-up digest on ${testDatabaseKind}`, () => {
  it('sends nothing when nothing is due', async () => {
    const deps = { database: test.database, mailer, config };
    expect(await sendFollowUpDigest(deps, new Date('2026-05-01T15:00:00Z'))).toBe('nothing-due');
    expect(sent).toHaveLength(0);
  });

  it("emails what is due on the owner's day once, however many instances try at once", async () => {
    await createApplication(test, owner, {
      company: 'Northwind',
      nextStepDate: '2026-06-09',
      nextStepAction: 'Send the thank-you note',
    });
    await createApplication(test, owner, {
      company: 'Contoso',
      nextStepDate: '2026-06-10',
      nextStepAction: 'Call the recruiter',
    });
    await createApplication(test, owner, { company: 'Later', nextStepDate: '2026-06-11' });
    await createApplication(test, owner, {
      company: 'Closed',
      status: 'rejected',
      nextStepDate: '2026-06-01',
    });
    // 02:00 UTC on the 11th is still the 10th in Los Angeles.
    const now = new Date('2026-06-11T02:00:00Z');
    const deps = { database: test.database, mailer, config };
    const results = await Promise.all([sendFollowUpDigest(deps, now), sendFollowUpDigest(deps, now)]);
    expect(results.filter((result) => result === 'sent')).toHaveLength(1);
    expect(await sendFollowUpDigest(deps, now)).toBe('already-sent');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('Alex Morgan <alex@portfolio.example>');
    expect(mail?.subject).toBe('Follow-ups for 2026-06-10: 2 due (1 overdue)');
    expect(mail?.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Overdue: Director of IT at Northwind: Send the thank-you note (2026-06-09)',
      '- Due today: Director of IT at Contoso: Call the recruiter (2026-06-10)',
    ]);
    expect(mail?.text).toContain('https://portfolio.example/tools/job');

    // The next day is another digest.
    expect(await sendFollowUpDigest(deps, new Date('2026-06-11T16:00:00Z'))).toBe('sent');
    expect(sent[1]?.subject).toBe('Follow-ups for 2026-06-11: 3 due (2 overdue)');
  });

  it('turns a configured time into a daily pattern', () => {
    expect(digestPattern('07:30')).toBe('30 7 * * *');
  });
});
