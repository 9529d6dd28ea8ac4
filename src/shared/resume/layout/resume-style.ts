import type { ResumeBlock } from './resume-blocks';
import {
  accentCatalogue,
  fontCatalogue,
  type ResumeDensity,
  type ResumeDesign,
  type ResumeTemplate,
} from './resume-design';

/**
 * The one layout description the Word file, the PDF and the on-screen preview all follow: every
 * size and space in points, every colour as hex. Each writer only translates units (Word: twips
 * and half-points; PDF: points; the preview: CSS points), so the three agree by construction.
 */
export type BlockStyle = {
  size: number;
  bold: boolean;
  color: string;
  align: 'left' | 'center';
  /** Space above and below the paragraph, in points. */
  before: number;
  after: number;
  /** Line height as a multiple of the font's own single spacing. */
  lineHeight: number;
  /** Kept on the same page as the block after it. */
  keepWithNext: boolean;
};

export type HeadingRule = { color: string; width: number; gap: number };

export type ResumeStyle = {
  template: ResumeTemplate;
  page: { width: number; height: number; margin: number };
  font: { word: string; pdf: string; css: string };
  blocks: Record<ResumeBlock['kind'], BlockStyle>;
  /** A line under each section heading, or none. */
  headingRule: HeadingRule | null;
  /** Where a bullet's text starts, from the margin; the bullet sits in that space. */
  bulletIndent: number;
  /** Joins the parts of the contact line. */
  contactSeparator: string;
};

const LETTER = { width: 612, height: 792 };
const BLACK = '000000';
const GREY = '4B5563';
const RULE_GREY = '9CA3AF';

/** Spacing scale and body-size change per density: tight is for fitting one page. */
const DENSITY: Record<ResumeDensity, { space: number; size: number; margin: number }> = {
  comfortable: { space: 1.3, size: 0.5, margin: 1.1 },
  standard: { space: 1, size: 0, margin: 1 },
  tight: { space: 0.65, size: -0.5, margin: 0.85 },
};

type TemplateSpec = {
  margin: number;
  body: number;
  name: { size: number; align: 'left' | 'center'; accent: boolean };
  contact: { align: 'left' | 'center'; muted: boolean };
  heading: { size: number; accent: boolean; before: number; after: number };
  rule: { accent: boolean; width: number } | null;
  entryBefore: number;
  metaMuted: boolean;
  lineHeight: number;
};

const TEMPLATES: Record<ResumeTemplate, TemplateSpec> = {
  classic: {
    margin: 54,
    body: 11,
    name: { size: 20, align: 'center', accent: false },
    contact: { align: 'center', muted: false },
    heading: { size: 12, accent: true, before: 14, after: 5 },
    rule: { accent: false, width: 0.75 },
    entryBefore: 7,
    metaMuted: false,
    lineHeight: 1.05,
  },
  modern: {
    margin: 50,
    body: 10.5,
    name: { size: 24, align: 'left', accent: true },
    contact: { align: 'left', muted: true },
    heading: { size: 11.5, accent: true, before: 14, after: 5 },
    rule: { accent: true, width: 1.5 },
    entryBefore: 7,
    metaMuted: true,
    lineHeight: 1.08,
  },
  compact: {
    margin: 36,
    body: 10,
    name: { size: 16, align: 'left', accent: false },
    contact: { align: 'left', muted: false },
    heading: { size: 10.5, accent: true, before: 9, after: 3 },
    rule: { accent: true, width: 0.5 },
    entryBefore: 4,
    metaMuted: true,
    lineHeight: 1,
  },
};

export function resolveResumeStyle(design: ResumeDesign): ResumeStyle {
  const spec = TEMPLATES[design.template];
  const density = DENSITY[design.density];
  const accent = accentCatalogue[design.accent].hex;
  const body = spec.body + density.size;
  const space = (points: number) => Math.round(points * density.space * 10) / 10;
  const text = (overrides: Partial<BlockStyle>): BlockStyle => ({
    size: body,
    bold: false,
    color: BLACK,
    align: 'left',
    before: 0,
    after: space(2),
    lineHeight: spec.lineHeight,
    keepWithNext: false,
    ...overrides,
  });
  return {
    template: design.template,
    page: { ...LETTER, margin: Math.round(spec.margin * density.margin) },
    font: fontCatalogue[design.font],
    blocks: {
      name: text({
        size: spec.name.size + density.size,
        bold: true,
        color: spec.name.accent ? accent : BLACK,
        align: spec.name.align,
        after: space(3),
      }),
      // At most 10 pt, so a long profile URL fits the line in Word, which would break it at a hyphen.
      contact: text({
        size: Math.min(body, 10),
        align: spec.contact.align,
        color: spec.contact.muted ? GREY : BLACK,
        after: space(2),
      }),
      heading: text({
        size: spec.heading.size + density.size,
        bold: true,
        color: spec.heading.accent ? accent : BLACK,
        before: space(spec.heading.before),
        after: space(spec.heading.after),
        keepWithNext: true,
      }),
      paragraph: text({ after: space(3) }),
      'entry-title': text({ bold: true, before: space(spec.entryBefore), after: 0, keepWithNext: true }),
      'entry-meta': text({ color: spec.metaMuted ? GREY : BLACK, after: space(2), keepWithNext: true }),
      // Items sit further apart than the rows of one item (2 pt at least), which is how a reader
      // tells a wrapped line that starts with a capital from the next bullet.
      bullet: text({ after: Math.max(2, space(2)) }),
      'inline-list': text({ after: space(3) }),
    },
    headingRule: spec.rule
      ? { color: spec.rule.accent ? accent : RULE_GREY, width: spec.rule.width, gap: 1.5 }
      : null,
    bulletIndent: Math.round(body * 1.3),
    contactSeparator: ' | ',
  };
}
