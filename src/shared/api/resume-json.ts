import { z } from '../zod';
import { baseResumeNameSchema } from './resume-base';

/**
 * The JSON Resume schema (jsonresume.org, v1.0.0), as far as a resume here uses it. Every object
 * keeps properties it does not name, as the standard allows.
 */
const text = z.string().max(20_000).optional();
const date = z.string().max(40).optional();

const location = z.looseObject({
  address: text,
  postalCode: text,
  city: text,
  countryCode: text,
  region: text,
});
const profile = z.looseObject({ network: text, username: text, url: text });

export const jsonResumeSchema = z.looseObject({
  $schema: text,
  basics: z.looseObject({
    name: z.string({ error: 'basics.name is required' }).trim().min(1, 'basics.name is required').max(200),
    label: text,
    image: text,
    email: text,
    phone: text,
    url: text,
    summary: text,
    location: location.optional(),
    profiles: z.array(profile).max(50).optional(),
  }),
  work: z
    .array(
      z.looseObject({
        name: text,
        position: text,
        location: text,
        url: text,
        startDate: date,
        endDate: date,
        summary: text,
        highlights: z.array(z.string().max(2_000)).max(100).optional(),
      }),
    )
    .max(100)
    .optional(),
  education: z
    .array(
      z.looseObject({
        institution: text,
        url: text,
        area: text,
        studyType: text,
        startDate: date,
        endDate: date,
        score: text,
        location: text,
        courses: z.array(z.string().max(500)).max(100).optional(),
      }),
    )
    .max(50)
    .optional(),
  awards: z
    .array(z.looseObject({ title: text, date, awarder: text, summary: text }))
    .max(100)
    .optional(),
  certificates: z
    .array(z.looseObject({ name: text, date, issuer: text, url: text }))
    .max(100)
    .optional(),
  skills: z
    .array(
      z.looseObject({ name: text, level: text, keywords: z.array(z.string().max(200)).max(100).optional() }),
    )
    .max(200)
    .optional(),
  meta: z.looseObject({ canonical: text, version: text, lastModified: text }).optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;

export const importJsonResumeBodySchema = z.object({ name: baseResumeNameSchema, resume: jsonResumeSchema });

export type ImportJsonResumeBody = z.infer<typeof importJsonResumeBodySchema>;
