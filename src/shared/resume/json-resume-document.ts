import { z } from '../zod';

/**
 * The JSON Resume schema (jsonresume.org, v1.0.0): every section it defines, each with the fields
 * the builder maps. Every object keeps properties it does not name, as the standard allows, so a
 * document comes back out with what the builder does not show.
 */
const text = z.string().max(20_000).optional();
const date = z.string().max(40).optional();
const words = (max: number) => z.array(z.string().max(2_000)).max(max).optional();
const list = <T extends z.ZodType>(entry: T, max: number) => z.array(entry).max(max).optional();

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
    profiles: list(profile, 50),
  }),
  work: list(
    z.looseObject({
      name: text,
      position: text,
      location: text,
      url: text,
      description: text,
      startDate: date,
      endDate: date,
      summary: text,
      highlights: words(100),
    }),
    100,
  ),
  volunteer: list(
    z.looseObject({
      organization: text,
      position: text,
      url: text,
      startDate: date,
      endDate: date,
      summary: text,
      highlights: words(100),
    }),
    100,
  ),
  education: list(
    z.looseObject({
      institution: text,
      url: text,
      area: text,
      studyType: text,
      startDate: date,
      endDate: date,
      score: text,
      location: text,
      courses: words(100),
    }),
    50,
  ),
  awards: list(z.looseObject({ title: text, date, awarder: text, summary: text }), 100),
  certificates: list(z.looseObject({ name: text, date, issuer: text, url: text }), 100),
  publications: list(
    z.looseObject({ name: text, publisher: text, releaseDate: date, url: text, summary: text }),
    100,
  ),
  skills: list(z.looseObject({ name: text, level: text, keywords: words(100) }), 200),
  languages: list(z.looseObject({ language: text, fluency: text }), 50),
  interests: list(z.looseObject({ name: text, keywords: words(100) }), 100),
  references: list(z.looseObject({ name: text, reference: text }), 50),
  projects: list(
    z.looseObject({
      name: text,
      description: text,
      highlights: words(100),
      keywords: words(100),
      startDate: date,
      endDate: date,
      url: text,
      roles: words(50),
      entity: text,
      type: text,
    }),
    100,
  ),
  meta: z.looseObject({ canonical: text, version: text, lastModified: text }).optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;
