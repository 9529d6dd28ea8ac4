export type MailAddress = { name: string; address: string };

/** One finished message. Headers come only from these fields, so nodemailer encodes every value. */
export type OutgoingMail = {
  /** As configured in MAIL_FROM, for example `Portfolio <no-reply@example.com>`. */
  from: string;
  to: MailAddress | string;
  replyTo: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Stable per message, so a retried send can be recognised as the same message. */
  messageId: string;
  date: Date;
};

export type Mailer = {
  mode: 'smtp' | 'outbox';
  send(message: OutgoingMail): Promise<void>;
};
