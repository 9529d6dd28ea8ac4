import { z } from '../../zod';

/**
 * How a resume looks, chosen per resume (base or tailored): one of three ATS-safe templates and
 * its options. Every template is one column of real text with standard headings; they differ in
 * type, colour and spacing only, so an ATS (and our own reader) gets the same words in the same
 * order from each.
 */
export const resumeTemplates = ['classic', 'modern', 'compact'] as const;
export const resumeFonts = ['calibri', 'arial', 'cambria', 'georgia'] as const;
export const resumeAccents = ['charcoal', 'navy', 'teal', 'burgundy', 'forest'] as const;
export const resumeDensities = ['comfortable', 'standard', 'tight'] as const;

export type ResumeTemplate = (typeof resumeTemplates)[number];
export type ResumeFont = (typeof resumeFonts)[number];
export type ResumeAccent = (typeof resumeAccents)[number];
export type ResumeDensity = (typeof resumeDensities)[number];

export const resumeDesignSchema = z.object({
  template: z.enum(resumeTemplates),
  font: z.enum(resumeFonts),
  accent: z.enum(resumeAccents),
  density: z.enum(resumeDensities),
});

export type ResumeDesign = z.infer<typeof resumeDesignSchema>;

export type TemplateInfo = { label: string; description: string; defaults: Omit<ResumeDesign, 'template'> };

export const templateCatalogue: Record<ResumeTemplate, TemplateInfo> = {
  classic: {
    label: 'Classic',
    description: 'One column, centred name, ruled section headings in a serif face.',
    defaults: { font: 'cambria', accent: 'charcoal', density: 'standard' },
  },
  modern: {
    label: 'Modern',
    description: 'One column, name and headings in an accent colour, clean sans-serif type.',
    defaults: { font: 'calibri', accent: 'navy', density: 'standard' },
  },
  compact: {
    label: 'Compact',
    description: 'One page where the content allows: smaller type, narrow margins, tight spacing.',
    defaults: { font: 'arial', accent: 'charcoal', density: 'tight' },
  },
};

/** The font as Word names it (installed with Office) and as the PDF embeds it (a metric twin). */
export const fontCatalogue: Record<ResumeFont, { label: string; word: string; pdf: string; css: string }> = {
  calibri: { label: 'Calibri', word: 'Calibri', pdf: 'carlito', css: 'Calibri, Carlito, sans-serif' },
  arial: { label: 'Arial', word: 'Arial', pdf: 'arimo', css: 'Arial, Arimo, sans-serif' },
  cambria: { label: 'Cambria', word: 'Cambria', pdf: 'caladea', css: 'Cambria, Caladea, serif' },
  georgia: { label: 'Georgia', word: 'Georgia', pdf: 'gelasio', css: 'Georgia, Gelasio, serif' },
};

/** Accent colours dark enough for body-size text on white (WCAG AA, 4.5:1 and above). */
export const accentCatalogue: Record<ResumeAccent, { label: string; hex: string }> = {
  charcoal: { label: 'Charcoal', hex: '262626' },
  navy: { label: 'Navy', hex: '1F3A5F' },
  teal: { label: 'Teal', hex: '0F5E5E' },
  burgundy: { label: 'Burgundy', hex: '7A1F3D' },
  forest: { label: 'Forest', hex: '2E5530' },
};

export const densityCatalogue: Record<ResumeDensity, { label: string }> = {
  comfortable: { label: 'Comfortable' },
  standard: { label: 'Standard' },
  tight: { label: 'Tight' },
};

export const defaultResumeDesign: ResumeDesign = {
  template: 'classic',
  ...templateCatalogue.classic.defaults,
};

/** A template with its own default options, for when the owner picks another template. */
export function designFor(template: ResumeTemplate): ResumeDesign {
  return { template, ...templateCatalogue[template].defaults };
}

/** A stored design, or the default when there is none or it no longer reads. */
export function readDesign(value: unknown): ResumeDesign {
  const parsed = resumeDesignSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultResumeDesign;
}
