import { z } from '../zod';

export const opportunityTypes = [
  { value: 'consulting', label: 'Consulting Project' },
  { value: 'fulltime', label: 'Full-time Position' },
  { value: 'advisory', label: 'Advisory Role' },
  { value: 'other', label: 'Other' },
] as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The contact form's body. Per the specification the insert omits id and createdAt. */
export const insertContactSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  company: z
    .string()
    .trim()
    .max(200, 'Company must be at most 200 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  opportunityType: z.enum(['consulting', 'fulltime', 'advisory', 'other'], {
    error: 'Choose an opportunity type',
  }),
  message: requiredText('Message', 5000),
  /** A honeypot the form hides from people: anything typed here marks the sender as a bot. */
  website: z.string().trim().max(200, 'Website must be at most 200 characters').optional(),
});

export type InsertContact = z.infer<typeof insertContactSchema>;

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

export const findOpportunityLabel = (value: string): string =>
  opportunityTypes.find((type) => type.value === value)?.label ?? value;
