import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import type { Database } from '../../src/server/db/client';
import { contactDeliveries, contacts } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/platform/mail/create-mailer';
import type { Mailer, OutgoingMail } from '../../src/server/platform/mail/mailer';
import {
  createDeliveryWorker,
  MAX_DELIVERY_ATTEMPTS,
} from '../../src/server/services/contacts/delivery-worker';
import { errorReply } from '../helpers/error-reply';
import { parseMail, type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const enquiry = (overrides: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  opportunityType: 'consulting',
  message: 'We would like help with our IT operations.\nCould we talk next week?',
  ...overrides,
});

const post = (test: TestApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  test.app.inject({ method: 'POST', url: '/api/contacts', payload: payload as object, remoteAddress });

async function findDelivery(database: Database, email: string) {
  const [row] = await database.db
    .select({ delivery: contactDeliveries })
    .from(contactDeliveries)
    .innerJoin(contacts, eq(contacts.id, contactDeliveries.contactId))
    .where(eq(contacts.email, email));
  return row?.delivery;
}

/** Waits until the app's own first attempt has finished and failed, so later runs are deterministic. */
async function waitForFailedAttempt(database: Database, email: string) {
  await expect.poll(async () => (await findDelivery(database, email))?.lastError ?? null).not.toBeNull();
  return findDelivery(database, email);
}

/** A logger whose lines the test can read, to prove what delivery failures do and do not log. */
function createCapturingLogger() {
  const lines: string[] = [];
  const { log } = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  return { log, lines };
}

async function findClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('contact email over SMTP', () => {
  let smtp: SmtpPeer;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    test = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_TO: 'owner@example.net',
        MAIL_FROM: 'Portfolio <no-reply@portfolio.test>',
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.isRefusing = false;
    smtp.received.length = 0;
  });

  const createWorker = (log = createCapturingLogger().log) =>
    createDeliveryWorker({
      db: test.database.db,
      mailer: createMailer(test.config),
      config: test.config,
      log,
    });

  it('emails the owner every field, replying to the visitor', async () => {
    const payload = enquiry({
      firstName: 'Zoë',
      lastName: "O'Brien",
      email: 'zoe@example.com',
      company: 'Acme, Inc.',
    });
    const reply = await post(test, payload);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ status: 'received' });

    await expect.poll(() => smtp.received.length).toBe(1);
    const [received] = smtp.received;
    expect(received?.envelopeTo).toEqual(['owner@example.net']);
    const mail = parseMail(received?.raw ?? '');
    expect(mail.header('to')).toBe('owner@example.net');
    expect(mail.header('from')).toBe('Portfolio <no-reply@portfolio.test>');
    expect(mail.header('reply-to')).toMatch(/^"?Zoë O'Brien"? <zoe@example\.com>$/);
    expect(mail.header('subject')).toBe("New consulting project enquiry from Zoë O'Brien (Acme, Inc.)");
    for (const value of [
      'Zoë',
      "O'Brien",
      'zoe@example.com',
      'Acme, Inc.',
      'Consulting Project',
      payload.message,
    ]) {
      expect(mail.text).toContain(value);
    }

    await expect
      .poll(async () => (await findDelivery(test.database, 'zoe@example.com'))?.status)
      .toBe('sent');
    const delivery = await findDelivery(test.database, 'zoe@example.com');
    expect(delivery).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
    expect(delivery?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps line breaks in visitor text out of the headers', async () => {
    const reply = await post(
      test,
      enquiry({
        firstName: 'Mallory\r\nBcc: victim@example.org',
        email: 'mallory@example.com',
        company: 'X\nX-Injected: 1',
      }),
    );
    expect(reply.statusCode).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [received] = smtp.received;
    expect(received?.envelopeTo).toEqual(['owner@example.net']);
    const mail = parseMail(received?.raw ?? '');
    expect(mail.headerLines.some((line) => /^(bcc|x-injected):/i.test(line))).toBe(false);
    expect(mail.header('subject')).toBe(
      'New consulting project enquiry from Mallory Bcc: victim@example.org Lovelace (X X-Injected: 1)',
    );
  });

  it('keeps a refused message pending and delivers it on a later run', async () => {
    smtp.isRefusing = true;
    const before = Date.now();
    expect((await post(test, enquiry({ email: 'refused@example.com' }))).statusCode).toBe(201);

    const pending = await waitForFailedAttempt(test.database, 'refused@example.com');
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/451/),
    });
    const retryIn = (pending?.nextAttemptAt?.getTime() ?? 0) - before;
    expect(retryIn).toBeGreaterThanOrEqual(MINUTE - 1000);
    expect(retryIn).toBeLessThan(2 * MINUTE);
    expect(
      await test.database.db.select().from(contacts).where(eq(contacts.email, 'refused@example.com')),
    ).toHaveLength(1);

    smtp.isRefusing = false;
    const worker = createWorker();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await worker.runOnce(new Date(Date.now() + 2 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await findDelivery(test.database, 'refused@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('gives up after the attempt cap, keeps the message and logs no content', async () => {
    smtp.isRefusing = true;
    const payload = enquiry({ email: 'capped@example.com', message: 'Confidential: our budget is 1.2M.' });
    expect((await post(test, payload)).statusCode).toBe(201);
    expect(await waitForFailedAttempt(test.database, 'capped@example.com')).toMatchObject({ attempts: 1 });

    const { log, lines } = createCapturingLogger();
    const worker = createWorker(log);
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await worker.runOnce(new Date(Date.now() + attempt * 7 * HOUR))).toEqual({ sent: 0, failed: 1 });
    }
    const delivery = await findDelivery(test.database, 'capped@example.com');
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(await worker.runOnce(new Date(Date.now() + 1000 * HOUR))).toEqual({ sent: 0, failed: 0 });
    expect(
      await test.database.db.select().from(contacts).where(eq(contacts.email, 'capped@example.com')),
    ).toHaveLength(1);

    expect(lines.join('')).toMatch(/failed for good/);
    expect(lines.join('')).not.toContain('budget');
  });

  it('sends a message once while several instances claim deliveries together', async () => {
    expect((await post(test, enquiry({ email: 'once@example.com' }))).statusCode).toBe(201);
    const runs = await Promise.all([
      createWorker().runOnce(),
      createWorker().runOnce(),
      createWorker().runOnce(),
    ]);
    await expect
      .poll(async () => (await findDelivery(test.database, 'once@example.com'))?.status)
      .toBe('sent');
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBeLessThanOrEqual(1);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('contact email with nothing listening', () => {
  let test: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    test = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await findClosedPort()}` } });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('keeps the message pending, then a later run through a working server delivers it', async () => {
    expect((await post(test, enquiry())).statusCode).toBe(201);
    const pending = await waitForFailedAttempt(test.database, 'ada@example.com');
    expect(pending).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });

    const worker = createDeliveryWorker({
      db: test.database.db,
      mailer: createMailer({ ...test.config, SMTP_URL: smtp.url }),
      config: test.config,
      log: createCapturingLogger().log,
    });
    expect(await worker.runOnce(new Date(Date.now() + 2 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await findDelivery(test.database, 'ada@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('contact email into the outbox', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('writes one parseable .eml to DATA_DIR/outbox addressed to the owner', async () => {
    expect((await post(test, enquiry({ company: '' }))).statusCode).toBe(201);
    await expect
      .poll(async () => (await findDelivery(test.database, 'ada@example.com'))?.status)
      .toBe('sent');

    const outbox = path.join(test.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[^.].*\.eml$/);
    const mail = parseMail(await readFile(path.join(outbox, files[0] ?? ''), 'utf8'));
    expect(mail.header('to')).toContain(`<${siteContent.contact.email}>`);
    expect(mail.header('from')).toBe('Portfolio <no-reply@localhost>');
    expect(mail.header('reply-to')).toBe('Ada Lovelace <ada@example.com>');
    expect(mail.header('subject')).toBe('New consulting project enquiry from Ada Lovelace');
    expect(mail.header('message-id')).toMatch(/^<contact-\d+\.\d+@localhost>$/);
    expect(mail.text).toContain('Company: (not given)');
    expect(mail.text).toContain(enquiry().message);
  });
});

describe('contact form protection', () => {
  let test: TestApp;
  const sent: OutgoingMail[] = [];
  const recordingMailer: Mailer = { mode: 'smtp', send: async (message) => void sent.push(message) };

  beforeAll(async () => {
    test = await createTestApp({ mailer: recordingMailer });
  });
  afterAll(() => test.close());

  const countRows = async () => ({
    contacts: (await test.database.db.select().from(contacts)).length,
    deliveries: (await test.database.db.select().from(contactDeliveries)).length,
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = await countRows();
    const reply = await post(test, enquiry({ website: 'https://cheap-pills.example' }), '192.0.2.1');
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ status: 'received' });
    expect(await countRows()).toEqual(before);
    const worker = createDeliveryWorker({
      db: test.database.db,
      mailer: recordingMailer,
      config: test.config,
      log: createCapturingLogger().log,
    });
    expect(await worker.runOnce(new Date(Date.now() + HOUR))).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(0);
  });

  it('answers the sixth message in 15 minutes from one address with 429', async () => {
    for (let count = 1; count <= 5; count += 1) {
      expect((await post(test, enquiry(), '203.0.113.7')).statusCode).toBe(201);
    }
    const limited = await post(test, enquiry(), '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      errorReply(
        'too-many-requests',
        "You've sent several messages in a short time. Please try again in 15 minutes, or email me directly.",
      ),
    );
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(test, enquiry(), '203.0.113.8')).statusCode).toBe(201);
  });

  const invalidFields: [string, unknown][] = [
    ['firstName', ''],
    ['lastName', '   '],
    ['email', 'not-an-email'],
    ['company', 'x'.repeat(201)],
    ['opportunityType', 'spam'],
    ['message', 'x'.repeat(5001)],
    ['website', 'x'.repeat(201)],
  ];

  it.each(invalidFields)('rejects an invalid %s with 400 naming it', async (field, value) => {
    const reply = await post(
      test,
      { ...enquiry(), [field]: value },
      `198.51.100.${invalidFields.findIndex(([name]) => name === field) + 1}`,
    );
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().fieldErrors)).toEqual([field]);
  });

  it('rejects a missing required field with 400 naming it', async () => {
    const { firstName: _omitted, ...withoutFirstName } = enquiry();
    const reply = await post(test, withoutFirstName, '198.51.100.50');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors.firstName).toEqual(['First name is required']);
  });

  it('rejects an oversized body with 413', async () => {
    const reply = await post(test, enquiry({ message: 'x'.repeat(20 * 1024) }), '198.51.100.60');
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual(errorReply('too-large', 'Request body is too large'));
  });
});
