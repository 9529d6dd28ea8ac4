import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Mailer, OutgoingMail } from './mailer';

/** A file name derived from the message itself, so a retried send replaces its file instead of adding one. */
function nameMessageFile(message: OutgoingMail): string {
  const stamp = message.date.toISOString().replace(/[:.]/g, '-');
  const id = message.messageId.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${stamp}-${id}.eml`;
}

/** Writes each message as an RFC 5322 `.eml` file into `outboxDir`. */
export function createOutboxMailer(outboxDir: string): Mailer {
  return {
    mode: 'outbox',
    send: async (message) => {
      const bytes = await new MailComposer({
        ...message,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
        .compile()
        .build();
      await mkdir(outboxDir, { recursive: true });
      const finalPath = path.join(outboxDir, nameMessageFile(message));
      // A dot-named temporary file renamed into place: readers never see a half-written message.
      const tempPath = path.join(outboxDir, `.${path.basename(finalPath)}.${process.pid}.tmp`);
      try {
        const handle = await open(tempPath, 'w', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(tempPath, finalPath);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },
  };
}
