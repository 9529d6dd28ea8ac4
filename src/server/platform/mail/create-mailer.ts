import path from 'node:path';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'dataDir'>): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'));
}
