import { findOpportunityLabel } from '../../../shared/api/contacts';
import { type InsertJobApplication, insertJobApplicationSchema } from '../../../shared/api/job-applications';
import type { contacts } from '../../db/schema';

type LeadRow = Pick<
  typeof contacts.$inferSelect,
  'firstName' | 'lastName' | 'email' | 'company' | 'opportunityType' | 'message' | 'note' | 'createdAt'
>;

const NOTES_MAX = 20_000;

/**
 * The application a won lead becomes. A lead without a company is filed under the sender's name;
 * the application starts at Offer, dated by the first message, and goes through the same schema as
 * a typed-in one, so its limits hold.
 */
export function describeLeadApplication(lead: LeadRow): InsertJobApplication {
  const name = `${lead.firstName} ${lead.lastName}`;
  const day = lead.createdAt.toISOString().slice(0, 10);
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const notes = [lead.note, `From the contact form on ${day}, ${name} wrote:\n${quoted}`]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, NOTES_MAX);
  return insertJobApplicationSchema.parse({
    company: (lead.company ?? name).slice(0, 200),
    position: findOpportunityLabel(lead.opportunityType),
    appliedDate: lead.createdAt,
    status: 'offer',
    source: 'Portfolio contact form',
    contactPerson: name.slice(0, 200),
    contactEmail: lead.email,
    notes,
  });
}
