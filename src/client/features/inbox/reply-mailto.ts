import { findOpportunityLabel } from '../../../shared/api/contacts';

type Replied = {
  firstName: string;
  lastName: string;
  email: string;
  opportunityType: string;
  message: string;
  createdAt: string;
};

// Mail programs and browsers cut mailto links somewhere past 2,000 characters; the quote stays under.
const QUOTE_MAX = 1500;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * "Reply by email": a mailto link to the sender with a subject naming their enquiry and their
 * message quoted below a greeting, as a mail program's own Reply would.
 */
export function replyMailto(message: Replied): string {
  const name = `${message.firstName} ${message.lastName}`;
  const text =
    message.message.length > QUOTE_MAX ? `${message.message.slice(0, QUOTE_MAX)}…` : message.message;
  const quote = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = `Re: your ${findOpportunityLabel(message.opportunityType).toLowerCase()} enquiry`;
  const body = `Hi ${message.firstName},\n\n\n\nOn ${dateFormat.format(new Date(message.createdAt))}, ${name} wrote:\n${quote}\n`;
  // encodeURIComponent, not URLSearchParams: mail programs read "+" as a plus, not a space.
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
