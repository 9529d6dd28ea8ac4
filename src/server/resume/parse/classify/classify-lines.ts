import { isCertificationLike } from '../assemble/education';
import { type Heading, readHeading, type SectionKey } from '../sections';
import { type ExtractedText, isAllCaps, type SourceLine, shouldJoin } from '../source-lines';

/** What a line is to the resume: a section's heading, or text that belongs to a section (or to none, above the first). */
export type LineLabel = 'heading' | 'text';

export type ClassifiedLine = SourceLine & {
  label: LineLabel;
  /** The section the line belongs to; null above the first heading (name, contact, an untitled introduction). */
  section: SectionKey | null;
};

export type ClassifiedText = Omit<ExtractedText, 'lines'> & {
  lines: ClassifiedLine[];
  headings: Heading[];
};

const LIST_SECTIONS: ReadonlySet<SectionKey> = new Set(['skills', 'certifications']);

/**
 * Stage 2 of the reader: each line labelled and given the section of the heading above it; a
 * combined heading sends lines where they belong. Each column of a multi-column page keeps its own
 * heading, so a right column that runs onto the next page stays in its section while the left
 * column starts another. A row the layout wrapped is joined back to its line here, since whether
 * it continues depends on the section (a list's rows are items of their own).
 */
export function classifyLines(extracted: ExtractedText): ClassifiedText {
  const lines: ClassifiedLine[] = [];
  const headings: Heading[] = [];
  const current = new Map<string, Heading>();
  // The heading of the last full-width line: a column with no heading of its own yet continues it,
  // not whatever heading the column beside it reached.
  let fullWidth: Heading | undefined;
  const lastIn = new Map<SectionKey | null, ClassifiedLine>();
  for (const line of extracted.lines) {
    const stream = line.column ?? 'full';
    const found = readHeading(line);
    const active = line.column ? (current.get(stream) ?? fullWidth) : current.get('full');
    // "Key Achievements:" inside a role introduces its bullets; it does not end the experience.
    const isRoleLabel =
      found?.section === 'achievements' &&
      active?.section === 'experience' &&
      /:\s*$/.test(line.text) &&
      !isAllCaps(line.text);
    const heading = isRoleLabel ? null : found;
    if (heading) {
      current.set(stream, heading);
      if (!line.column) fullWidth = heading;
      headings.push(heading);
      lines.push({ ...line, label: 'heading', section: heading.section });
      continue;
    }
    const section: SectionKey | null = !active
      ? null
      : active.alsoHolds.includes('certifications') && isCertificationLike(line.text)
        ? 'certifications'
        : active.section;
    const previous = lastIn.get(section);
    if (previous && shouldJoin(previous, line, section !== null && LIST_SECTIONS.has(section))) {
      previous.text = `${previous.text} ${line.text}`;
      continue;
    }
    const classified: ClassifiedLine = { ...line, label: 'text', section };
    lines.push(classified);
    lastIn.set(section, classified);
  }
  return { ...extracted, lines, headings };
}
