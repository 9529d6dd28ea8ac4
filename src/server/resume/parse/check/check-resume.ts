import type { ParseReport } from '../../../../shared/resume/parse-report';
import type { AssembledResume } from '../assemble/assemble-resume';
import type { ClassifiedText } from '../classify/classify-lines';
import { isBuilderSection } from '../sections';
import { findDoubts } from './doubts';
import { describeLayoutWarnings } from './warnings';

/** Stage 4 of the reader: what the owner should check, and what the layout means for an ATS. */
export function checkResume(classified: ClassifiedText, assembled: AssembledResume): ParseReport {
  const { traits, headings } = classified;
  const { doubts, roleConfidence } = findDoubts(classified, assembled);
  return {
    traits: {
      ...traits,
      headings: headings.map((heading) => ({
        text: heading.text,
        section: isBuilderSection(heading.section) ? heading.section : null,
      })),
    },
    warnings: [
      ...classified.warnings,
      ...describeLayoutWarnings(assembled.resume, traits, headings, assembled.hasName),
      ...(classified.lines.some((line) => line.section === 'letter')
        ? ['A cover letter after the resume was left out of it.']
        : []),
    ],
    doubts,
    roleConfidence,
    unplacedLines: assembled.unplacedLines,
    characterCount: classified.lines.map((line) => line.text).join('\n').length,
  };
}
