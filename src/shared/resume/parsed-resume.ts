import { z } from '../zod';
import { jsonResumeSchema } from './json-resume-document';

/**
 * A resume's content as the builder shows and writes it (the spec's "parsed resume content").
 * Shared by the default resume, uploaded base resumes and tailored resumes, so only the name is
 * required to be non-empty: a parsed upload may lack a phone number or a location.
 */
const text = z.string().trim();

export const experienceEntrySchema = z.object({
  title: text,
  company: text,
  location: text,
  startDate: text,
  endDate: text,
  bullets: z.array(text),
});

export const educationEntrySchema = z.object({
  degree: text,
  school: text,
  location: text,
  graduationDate: text,
  gpa: text.optional(),
});

export const projectEntrySchema = z.object({
  name: text,
  description: text,
  url: text.optional(),
  startDate: text.optional(),
  endDate: text.optional(),
  bullets: z.array(text),
});

export const languageEntrySchema = z.object({
  language: text,
  fluency: text,
});

export const volunteerEntrySchema = z.object({
  organization: text,
  position: text,
  location: text.optional(),
  startDate: text,
  endDate: text,
  bullets: z.array(text),
});

export const publicationEntrySchema = z.object({
  name: text,
  publisher: text,
  releaseDate: text,
  url: text.optional(),
  summary: text.optional(),
});

export const awardEntrySchema = z.object({
  title: text,
  awarder: text,
  date: text,
  summary: text.optional(),
});

/** An interest as JSON Resume holds it: a name and, when the resume lists them, its keywords. */
export const interestEntrySchema = z.object({
  name: text,
  keywords: z.array(text),
});

export const parsedResumeSchema = z.object({
  name: text.min(1),
  email: text,
  phone: text,
  location: text,
  linkedin: text.optional(),
  summary: text,
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  skills: z.array(text),
  certifications: z.array(text),
  achievements: z.array(text),
  /** Security clearance as written ("Active TS/SCI with CI polygraph"): never dropped by tailoring. */
  clearance: text.optional(),
  projects: z.array(projectEntrySchema).optional(),
  languages: z.array(languageEntrySchema).optional(),
  volunteer: z.array(volunteerEntrySchema).optional(),
  publications: z.array(publicationEntrySchema).optional(),
  awards: z.array(awardEntrySchema).optional(),
  interests: z.array(interestEntrySchema).optional(),
  /**
   * The JSON Resume document this resume was imported from, verbatim, when it holds more than the
   * builder shows (a label, profiles, publications, course lists…): export writes those parts back
   * and takes every field the builder does show from the builder.
   */
  jsonResumeSource: jsonResumeSchema.optional(),
});

export type ParsedResume = z.infer<typeof parsedResumeSchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type ProjectEntry = z.infer<typeof projectEntrySchema>;
export type LanguageEntry = z.infer<typeof languageEntrySchema>;
export type VolunteerEntry = z.infer<typeof volunteerEntrySchema>;
export type PublicationEntry = z.infer<typeof publicationEntrySchema>;
export type AwardEntry = z.infer<typeof awardEntrySchema>;
export type InterestEntry = z.infer<typeof interestEntrySchema>;
