import { type Contact, findOpportunityLabel } from '../../../shared/api/contacts';
import { escapeHtml } from '../../../shared/text/escape-html';
import type { MailAddress, OutgoingMail } from '../../platform/mail/mailer';

export type MailAddressing = { from: string; to: MailAddress | string };

// Visitors' text may hold line breaks; header values built from it are kept to one line.
const toOneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function describeTopic(opportunityType: string): string {
  return opportunityType === 'other' ? '' : `${findOpportunityLabel(opportunityType).toLowerCase()} `;
}

/** The sending domain of MAIL_FROM, used to make message ids that look like ours. */
function findSenderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** The owner's email about one contact message: every field, as plain text and escaped HTML. */
export function composeContactMail(contact: Contact, addressing: MailAddressing): OutgoingMail {
  const name = toOneLine(`${contact.firstName} ${contact.lastName}`);
  const company = contact.company ? toOneLine(contact.company) : null;
  const opportunity = findOpportunityLabel(contact.opportunityType);
  const receivedAt = new Date(contact.createdAt);
  const fields: [string, string][] = [
    ['Name', name],
    ['Email', contact.email],
    ['Company', company ?? '(not given)'],
    ['Opportunity', opportunity],
    ['Received', receivedAt.toISOString()],
    ['Reference', `contact #${contact.id}`],
  ];

  const text = [
    'New message from the contact form on your portfolio site.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    contact.message,
    '',
    `Reply to this email to answer ${name} directly.`,
  ].join('\n');

  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<p>New message from the contact form on your portfolio site.</p>',
    `<table>${rows}</table>`,
    '<p><strong>Message:</strong></p>',
    `<p style="white-space: pre-wrap">${escapeHtml(contact.message)}</p>`,
  ].join('\n');

  return {
    from: addressing.from,
    to: addressing.to,
    replyTo: { name, address: contact.email },
    subject: `New ${describeTopic(contact.opportunityType)}enquiry from ${name}${company ? ` (${company})` : ''}`,
    text,
    html,
    messageId: `<contact-${contact.id}.${receivedAt.getTime()}@${findSenderDomain(addressing.from)}>`,
    date: receivedAt,
  };
}
