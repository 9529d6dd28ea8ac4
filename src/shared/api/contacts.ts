import { z } from '../zod';

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

export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;

export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** A stored message as the owner sees it; `deliveryStatus` is null for a message stored without a delivery. */
export const contactWithDeliverySchema = contactSchema.extend({
  deliveryStatus: z.enum(deliveryStatuses).nullable(),
});

export type ContactWithDelivery = z.infer<typeof contactWithDeliverySchema>;

export const contactListSchema = z.array(contactWithDeliverySchema);

/** The same reply whether the message was stored or discarded as a bot's, so bots learn nothing. */
export const contactReceiptSchema = z.object({ status: z.literal('received') });

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
