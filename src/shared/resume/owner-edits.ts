import { z } from '../zod';
import {
  awardEntrySchema,
  educationEntrySchema,
  experienceEntrySchema,
  interestEntrySchema,
  languageEntrySchema,
  projectEntrySchema,
  publicationEntrySchema,
  volunteerEntrySchema,
} from './parsed-resume';

/**
 * What the owner changed by hand in a tailored resume, kept apart from what tailoring wrote so it
 * can be applied again when the resume is tailored again, and so tailoring, Enhance and model
 * wording never reword it. Roles are named by "title|company|start date" as the base has them.
 */
export const ownerBulletSchema = z.object({
  role: z.string(),
  /** The base bullet it stands in for; null when the owner added it. */
  origin: z.string().nullable(),
  /** The owner's wording; empty when the owner removed the bullet. */
  text: z.string(),
});

const listEditSchema = z.object({ added: z.array(z.string()), removed: z.array(z.string()) });
const roleHeaderSchema = experienceEntrySchema.omit({ bullets: true });

export const ownerFieldKeys = [
  'name',
  'email',
  'phone',
  'location',
  'linkedin',
  'summary',
  'clearance',
] as const;
export const ownerListKeys = ['skills', 'certifications', 'achievements'] as const;
export const ownerSectionKeys = [
  'education',
  'projects',
  'volunteer',
  'languages',
  'publications',
  'awards',
  'interests',
] as const;

export const ownerEditsSchema = z.object({
  bullets: z.array(ownerBulletSchema),
  fields: z.partialRecord(z.enum(ownerFieldKeys), z.string()),
  lists: z.partialRecord(z.enum(ownerListKeys), listEditSchema),
  /** Whole sections the owner rewrote; tailoring never changes these sections anyway. */
  sections: z.object({
    education: z.array(educationEntrySchema).optional(),
    projects: z.array(projectEntrySchema).optional(),
    volunteer: z.array(volunteerEntrySchema).optional(),
    languages: z.array(languageEntrySchema).optional(),
    publications: z.array(publicationEntrySchema).optional(),
    awards: z.array(awardEntrySchema).optional(),
    interests: z.array(interestEntrySchema).optional(),
  }),
  /** A role's title, employer, place or dates as the owner corrected them. */
  roles: z.array(z.object({ role: z.string(), header: roleHeaderSchema })),
  addedRoles: z.array(experienceEntrySchema),
  removedRoles: z.array(z.string()),
});

export type OwnerEdits = z.infer<typeof ownerEditsSchema>;
export type OwnerBullet = z.infer<typeof ownerBulletSchema>;

export const noOwnerEdits = (): OwnerEdits => ({
  bullets: [],
  fields: {},
  lists: {},
  sections: {},
  roles: [],
  addedRoles: [],
  removedRoles: [],
});

export function readOwnerEdits(value: unknown): OwnerEdits {
  const parsed = ownerEditsSchema.safeParse(value);
  return parsed.success ? parsed.data : noOwnerEdits();
}

/** The bullets the owner wrote, which the preview marks as theirs. */
export function listOwnerBullets(edits: OwnerEdits): Set<string> {
  return new Set([
    ...edits.bullets.map((bullet) => bullet.text).filter(Boolean),
    ...edits.addedRoles.flatMap((role) => role.bullets),
  ]);
}

export function roleKey(role: { title: string; company: string; startDate: string }): string {
  return [role.title, role.company, role.startDate].map((part) => part.trim().toLowerCase()).join('|');
}
