import { z } from '../zod-mini';
import { opportunityTypes } from './opportunity-types';

/**
 * The contact form's rules, in zod's mini build: the browser checks the form with them and the
 * server validates `POST /api/contacts` with the very same schema.
 */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** The contact form's body. Per the specification the insert omits id and createdAt. */
export const insertContactSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(z.trim(), z.maxLength(254, 'Email must be at most 254 characters')),
    z.email('Enter a valid email address'),
  ),
  company: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(200, 'Company must be at most 200 characters'))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  opportunityType: z.enum(
    opportunityTypes.map((type) => type.value),
    {
      error: 'Choose an opportunity type',
    },
  ),
  message: requiredText('Message', 5000),
  /** A honeypot the form hides from people: anything typed here marks the sender as a bot. */
  website: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Website must be at most 200 characters'))),
});

export type InsertContact = z.infer<typeof insertContactSchema>;

export type ContactValidation =
  | { ok: true; contact: InsertContact }
  | { ok: false; fieldErrors: Partial<Record<string, string>> };

/** Checks the form as the server will: the first message for each invalid field. */
export function validateContact(values: unknown): ContactValidation {
  const result = z.safeParse(insertContactSchema, values);
  if (result.success) return { ok: true, contact: result.data };
  const fieldErrors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
