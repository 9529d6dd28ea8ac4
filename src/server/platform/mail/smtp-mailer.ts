import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

// Each phase of an SMTP conversation gives up after 10 s, and the whole send after 30 s,
// so a stuck server delays only the background delivery, never a request or shutdown for long.
const SMTP_PHASE_TIMEOUT_MS = 10_000;
const SMTP_SEND_DEADLINE_MS = 30_000;

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_PHASE_TIMEOUT_MS,
    greetingTimeout: SMTP_PHASE_TIMEOUT_MS,
    socketTimeout: SMTP_PHASE_TIMEOUT_MS,
    dnsTimeout: SMTP_PHASE_TIMEOUT_MS,
    // Message content comes from visitors; it must never be read as a file path or URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    mode: 'smtp',
    send: async (message) => {
      await transport.sendMail({ ...message, signal: AbortSignal.timeout(SMTP_SEND_DEADLINE_MS) });
    },
  };
}
