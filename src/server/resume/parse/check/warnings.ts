import type { ParseReport } from '../../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../../shared/resume/parsed-resume';
import type { Heading } from '../sections';
import { isStandardHeading } from '../sections';

/** Plain sentences for the review: what the parser missed and what an ATS would trip over (each role's doubts are in doubts.ts). */
export function describeLayoutWarnings(
  resume: ParsedResume,
  traits: Omit<ParseReport['traits'], 'headings'>,
  headings: Heading[],
  hasName: boolean,
): string[] {
  const warnings: string[] = [];
  if (!hasName) warnings.push('No name was found at the top; check the name below.');
  if (!resume.email) warnings.push('No email address was found.');
  if (!resume.phone) warnings.push('No phone number was found.');
  if (!headings.some((heading) => heading.section === 'experience')) {
    warnings.push('No experience heading was found; use a heading such as "Professional Experience".');
  } else if (resume.experience.length === 0) {
    warnings.push('No roles were found: each role needs dates such as "May 2020 - Present".');
  }
  const unusual = headings
    .filter((heading) => !isStandardHeading(heading.text))
    .map((heading) => `"${heading.text}"`);
  if (unusual.length > 0) warnings.push(`Headings an ATS may not recognise: ${unusual.join(', ')}.`);
  if (traits.hasColumns) {
    warnings.push(
      'Two-column layout: the left column was read before the right. Many ATS mix columns up; one column is safer.',
    );
  }
  if (traits.hasTables) warnings.push('Tables found: many ATS read table cells out of order.');
  if (traits.hasTextBoxes) warnings.push('Text boxes found: many ATS skip their text.');
  if (traits.hasImages) warnings.push('Images found: an ATS cannot read text in images.');
  if (traits.hasContactInHeader) {
    warnings.push(
      'Contact details are only in the page header, which many ATS ignore; move them into the body.',
    );
  }
  return warnings;
}
