import { z } from '../zod';
import { pageQuerySchema } from './paging';

// The form's own rules live beside it, in zod's mini build, so the public page stays light.
export { type InsertContact, insertContactSchema } from './contact-form';
export { findOpportunityLabel, opportunityTypes } from './opportunity-types';

export const contactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  opportunityType: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

export type Contact = z.infer<typeof contactSchema>;

/** Where a lead stands in the owner's inbox (docs/decisions/0120). */
export const leadStatuses = ['new', 'replied', 'in-discussion', 'won', 'closed'] as const;

export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  replied: 'Replied',
  'in-discussion': 'In discussion',
  won: 'Won',
  closed: 'Closed',
};

export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;

export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** A stored message as the owner sees it; `deliveryStatus` is null for a message stored without a delivery. */
export const contactWithDeliverySchema = contactSchema.extend({
  deliveryStatus: z.enum(deliveryStatuses).nullable(),
});

export type ContactWithDelivery = z.infer<typeof contactWithDeliverySchema>;

/** A message as the inbox shows it: the message, its email's fate and the owner's own notes on it. */
export const inboxMessageSchema = contactWithDeliverySchema.extend({
  readAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(leadStatuses),
  note: z.string().nullable(),
  /** The job application this lead became, when it did. */
  applicationId: z.number().int().nullable(),
});

export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const contactListSchema = z.array(inboxMessageSchema);

/**
 * GET /api/contacts: newest first, a page at a time (paging.ts). Every word of `q` must begin a word of
 * the name, email, company, message or note (case and accents ignored); `status` and `unread` narrow it.
 */
export const contactListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(leadStatuses).optional(),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be a positive number')
    .max(2_147_483_647, 'is not a known id'),
});

export const LEAD_NOTE_MAX = 5000;

/** PATCH /api/contacts/{id}: any of read, status and note; a field left out is left alone. */
export const updateInboxMessageSchema = z
  .object({
    isRead: z.boolean(),
    status: z.enum(leadStatuses, { error: 'Choose a status: new, replied, in discussion, won or closed' }),
    note: z
      .string()
      .max(LEAD_NOTE_MAX, `A note must be at most ${LEAD_NOTE_MAX} characters`)
      .nullable()
      .transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one of isRead, status and note');

export type UpdateInboxMessage = z.infer<typeof updateInboxMessageSchema>;

/** GET /api/contacts/unread-count: the badge on the tools dashboard. */
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** POST /api/contacts/{id}/application: the lead and the application it became. */
export const leadApplicationReplySchema = z.object({
  message: inboxMessageSchema,
  applicationId: z.number().int(),
});

/** The same reply whether the message was stored or discarded as a bot's, so bots learn nothing. */
export const contactReceiptSchema = z.object({ status: z.literal('received') });

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
