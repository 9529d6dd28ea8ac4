import { z } from 'zod';

/**
 * The shape of the owner's content. One module, validated at build time: the page, the
 * assistant, SEO tags, the blog export and the default resume all read it.
 */

const text = z.string().trim().min(1);
const url = z.url({ protocol: /^https?$/ });

/** Icons the page knows how to draw (lucide names). */
export const iconNames = [
  'building',
  'boxes',
  'target',
  'piggy-bank',
  'git-merge',
  'headset',
  'users',
  'server',
  'graduation-cap',
  'shield',
] as const;
export const iconSchema = z.enum(iconNames);

export const imageSchema = z.object({
  src: text,
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const statSchema = z.object({ value: text, label: text });

export const profileSchema = z.object({
  /** True while the content is the neutral example shipped with the product. */
  isExample: z.boolean(),
  firstName: text,
  lastName: text,
  title: text,
  headline: text,
  pitch: text,
  portrait: imageSchema,
  stats: z.array(statSchema).length(3),
  summary: z.array(text).length(2),
  competencies: z.array(text).length(5),
  currentFocus: z.array(text).length(3),
  /** What the owner is seeking, in one sentence (used by SEO and the assistant). */
  seeking: text,
});

export const roleSchema = z.object({
  period: text,
  title: text,
  company: text,
  companyUrl: url.nullable(),
  location: text,
  skills: z.array(text).min(1),
  details: z.object({
    description: text,
    achievements: z.array(text).min(1),
    responsibilities: z.array(text).min(1),
  }),
});

export const linkedSkillSchema = z.object({ text, link: url });
export const skillCategorySchema = z.object({
  icon: iconSchema,
  title: text,
  skills: z.array(z.union([text, linkedSkillSchema])).min(1),
  details: z.object({ description: text, highlights: z.array(text).min(1) }),
});

export const projectSchema = z.object({
  icon: iconSchema,
  title: text,
  subtitle: text,
  description: text,
  metrics: z.array(statSchema).min(2).max(4),
  skills: z.array(text).min(1),
  details: z.object({
    overview: text,
    challenges: z.array(text).min(1),
    outcomes: z.array(text).min(1),
  }),
  /** A news article about the project: the card shows "Click to read article". */
  articleUrl: url.optional(),
});

export const awardsSchema = z.object({
  featured: z.object({
    kind: z.literal('video-series'),
    title: text,
    publisher: text,
    description: text,
    /** The series itself. */
    url,
    /** The social post that announced it, shown as an embedded card. */
    post: z.object({ author: text, date: text, text, url }),
  }),
  guestArticle: z.object({
    title: text,
    publication: text,
    date: text,
    paragraphs: z.array(text).min(2),
    url,
  }),
  officePost: z.object({ title: text, date: text, paragraphs: z.array(text).min(1), url }),
  recognition: z.object({ title: text, honor: text, date: text, description: text, url }),
});

export const testimonialSchema = z.object({
  name: text,
  profileUrl: url,
  title: text,
  employer: text,
  relationship: text,
  dateOrTopic: text,
  quote: text,
  headshot: imageSchema,
});

export const contactSchema = z.object({
  email: z.email(),
  phone: text,
  linkedinUrl: url,
  location: text,
  /** A map search for the area, opened from the location line. */
  locationMapUrl: url,
  opportunities: z.array(text).length(4),
});

export const blogSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text).min(1),
  bullets: z.array(text).optional(),
  /** Demo images shown after the section's text, each with a caption. */
  images: z.array(imageSchema.extend({ caption: text })).optional(),
});

export const blogArticleSchema = z.object({
  title: text,
  description: text,
  /** ISO date, e.g. 2025-06-25. */
  publishedAt: z.iso.date(),
  sections: z.array(blogSectionSchema).min(3),
});

export const siteContentSchema = z.object({
  profile: profileSchema,
  roles: z.array(roleSchema).length(9),
  skillCategories: z.array(skillCategorySchema).length(3),
  projects: z.array(projectSchema).length(6),
  awards: awardsSchema,
  testimonials: z.array(testimonialSchema).length(2),
  contact: contactSchema,
  blog: blogArticleSchema,
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type Role = z.infer<typeof roleSchema>;
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type IconName = z.infer<typeof iconSchema>;
