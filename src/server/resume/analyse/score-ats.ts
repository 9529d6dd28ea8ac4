import type { DocumentTraits } from '../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { describeDateStyle, readMonthYear } from '../parse/dates';
import { isStandardHeading } from '../parse/sections';
import { item, type ScorePart, sumItems } from './score-items';
import { countWords } from './text-stats';

/**
 * ATS parseability (25): can a machine read it? Contact details in the body, standard headings,
 * dates it can read in one style, no columns/tables/images/text boxes, and a sensible length.
 * What only the file decides (columns, tables, images, a page header) costs at most 4 points in
 * all, so the same resume as Word, PDF or plain text scores within a few points: the content
 * carries the score, and the notes still say what an ATS may trip over.
 */
export function scoreAts(resume: ParsedResume, traits: DocumentTraits): ScorePart {
  const hidden = traits.hasContactInHeader;
  const contact =
    (resume.name ? 1 : 0) +
    (resume.email ? 2 : 0) +
    (resume.phone ? 2 : 0) +
    (resume.location ? 1 : 0) -
    (hidden && (resume.email || resume.phone) ? 1 : 0);
  const contactNote = hidden
    ? 'Contact details sit in the page header, which many ATS skip.'
    : `${[!resume.email && 'email', !resume.phone && 'phone', !resume.location && 'location'].filter(Boolean).join(', ') || 'Nothing'} missing.`;

  const known = traits.headings.filter((heading) => heading.section !== null);
  const standard = known.filter((heading) => isStandardHeading(heading.text)).length;
  const hasExperience = resume.experience.length > 0;
  const headings = (hasExperience ? 2 : 0) + (known.length === 0 ? 0 : 3 * (standard / known.length));

  const starts = resume.experience.map((role) => role.startDate);
  const ends = resume.experience.map((role) => role.endDate);
  const readable = (dates: string[]) =>
    dates.length === 0 ? 0 : dates.filter((date) => readMonthYear(date)).length / dates.length;
  const styles = new Set([...starts, ...ends].map(describeDateStyle).filter((style) => style !== 'open'));
  const dates = hasExperience
    ? 3 * readable(starts) + 2.5 * readable(ends) + (styles.size <= 1 ? 1.5 : 0.5)
    : 0;

  const layoutProblems = [
    traits.hasColumns && 'columns',
    traits.hasTables && 'tables',
    traits.hasImages && 'images',
    traits.hasTextBoxes && 'text boxes',
  ].filter((problem): problem is string => typeof problem === 'string');
  const layout = Math.max(
    0,
    3 -
      (traits.hasColumns ? 1.5 : 0) -
      (traits.hasTables ? 1.5 : 0) -
      (traits.hasImages ? 0.5 : 0) -
      (traits.hasTextBoxes ? 0.5 : 0),
  );

  const words = countWords(resume);
  const length = words >= 350 && words <= 1000 ? 4 : words >= 250 && words <= 1300 ? 2.5 : 1;

  return sumItems([
    item('Contact details in the body', contact, 6, contactNote),
    item(
      'Standard section headings',
      headings,
      5,
      hasExperience ? `${standard} of ${known.length} headings are standard.` : 'No experience section.',
    ),
    item(
      'Readable, consistent dates',
      dates,
      7,
      styles.size <= 1 ? 'One date style throughout.' : `Dates are written ${styles.size} ways.`,
    ),
    item(
      'Single column, no tables or images',
      layout,
      3,
      layoutProblems.length ? `Found ${layoutProblems.join(', ')}.` : 'Clean layout.',
    ),
    item('Length', length, 4, `${words} words (350-1,000 reads best).`),
  ]);
}
