import { AlignmentType, type ILevelsOptions, type ISectionPropertiesOptions, LevelFormat } from 'docx';

/*
 * What every Word document the site writes shares (the resume, the blog article): US Letter pages
 * and real list bullets, which ATS parsers and screen readers read as a list, not as "•" text.
 */

export const INCH = 1440; // twips
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };

/** A US Letter page with the same margin on every side. */
export function letterPage(margin: number): ISectionPropertiesOptions {
  return { page: { size: LETTER, margin: { top: margin, right: margin, bottom: margin, left: margin } } };
}

/** The numbering definition of a bullet list, referred to by `reference` in each list paragraph. */
export function bulletList(reference: string, indent = 360): { reference: string; levels: ILevelsOptions[] } {
  return {
    reference,
    levels: [
      {
        level: 0,
        format: LevelFormat.BULLET,
        text: '\u2022',
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: indent, hanging: indent } } },
      },
    ],
  };
}
