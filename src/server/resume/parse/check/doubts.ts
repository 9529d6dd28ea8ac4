import type { ParseDoubt, RoleConfidence } from '../../../../shared/resume/parse-report';
import type { ExperienceEntry } from '../../../../shared/resume/parsed-resume';
import type { AssembledResume } from '../assemble/assemble-resume';
import type { ClassifiedText } from '../classify/classify-lines';
import { isOpenEnded, readMonthYear } from '../dates';

/** A role with this many bullets may be several roles the reader ran together. */
export const MERGED_ROLE_BULLETS = 8;

const SURENESS: Record<AssembledResume['roleReadings'][number], number> = {
  words: 0.9,
  layout: 0.8,
  order: 0.6,
  position: 0.4,
};

function isDate(text: string): boolean {
  return isOpenEnded(text) || readMonthYear(text) !== null;
}

function describe(role: ExperienceEntry, index: number): string {
  const name = [role.title, role.company].filter(Boolean).join(' at ');
  const dates = [role.startDate, role.endDate].filter(Boolean).join(' – ');
  return `Role ${index + 1}${name ? ` (${name})` : dates ? ` (${dates})` : ''}`;
}

function roleDoubts(role: ExperienceEntry, index: number, decidedBy: string | undefined): ParseDoubt[] {
  const doubts: ParseDoubt[] = [];
  const name = describe(role, index);
  if (role.bullets.length >= MERGED_ROLE_BULLETS) {
    doubts.push({
      kind: 'merged-role',
      role: index,
      message: `${name} has ${role.bullets.length} bullets: it may hold several roles. Split it where the next one starts.`,
    });
  }
  if (!role.title) doubts.push({ kind: 'missing-title', role: index, message: `${name} has no title.` });
  if (!role.company)
    doubts.push({ kind: 'missing-company', role: index, message: `${name} has no employer.` });
  if (role.title && role.company && (decidedBy === 'order' || decidedBy === 'position')) {
    doubts.push({
      kind: 'unsure-order',
      role: index,
      message: `${name}: nothing in the words told the title from the employer. Swap them if they are the wrong way round.`,
    });
  }
  const unread = [role.startDate, role.endDate].filter((date) => date && !isDate(date));
  if (!role.startDate || unread.length > 0) {
    const what =
      unread.length > 0 ? `the dates "${unread.join('", "')}" could not be read` : 'no dates were found';
    doubts.push({ kind: 'unparsed-date', role: index, message: `${name}: ${what}.` });
  }
  return doubts;
}

function confidenceOf(role: ExperienceEntry, decidedBy: string | undefined): RoleConfidence {
  const sure = decidedBy ? (SURENESS[decidedBy as keyof typeof SURENESS] ?? 0.4) : 0.4;
  const title = role.title ? sure : 0;
  const company = role.company ? sure : 0;
  const dates = !role.startDate
    ? 0
    : !isDate(role.startDate) || (role.endDate && !isDate(role.endDate))
      ? 0.2
      : role.endDate
        ? 1
        : 0.7;
  const bullets = role.bullets.length >= MERGED_ROLE_BULLETS ? 0.5 : 1;
  return { title, company, dates, bullets, role: Math.min(title, company, dates, bullets) };
}

/**
 * What the owner should check before trusting the reading: roles that may be several, titles and
 * employers missing or told apart only by position, dates that are not dates, sections the reader
 * could not place, and a file with no heading it knew. Each role also gets how sure the reader is
 * of each of its fields.
 */
export function findDoubts(
  classified: ClassifiedText,
  assembled: AssembledResume,
): { doubts: ParseDoubt[]; roleConfidence: RoleConfidence[] } {
  const { resume, roleReadings } = assembled;
  const doubts = resume.experience.flatMap((role, index) => roleDoubts(role, index, roleReadings[index]));
  const unplaced = classified.headings
    .filter((heading) => heading.section === 'other')
    .map((heading) => heading.text);
  if (unplaced.length > 0) {
    doubts.push({
      kind: 'unplaced-section',
      message: `Sections not placed in the form: ${unplaced.map((text) => `"${text}"`).join(', ')}. Their lines are listed below; copy any that belong.`,
    });
  }
  if (classified.headings.length === 0) {
    doubts.push({
      kind: 'no-sections',
      message:
        'No section heading could be read (a decorative heading font extracts as no text): check that each section landed in its place.',
    });
  }
  return {
    doubts,
    roleConfidence: resume.experience.map((role, index) => confidenceOf(role, roleReadings[index])),
  };
}
