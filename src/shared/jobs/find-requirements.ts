/**
 * The requirements a posting states, read from its text as the job-posting reader writes it
 * (headings on lines of their own, list items as "• " lines): every section whose heading names
 * requirements or qualifications, preferred ones included, and an inline "Requirements: …"
 * paragraph. Nothing is guessed: a posting that names no such section gives ''.
 */

const REQUIRED =
  /\b(requirements?|qualifications?|what (you('|’)ll|you will|you) (bring|need|have)|what we('|’)re looking for|what we look for|you (have|bring)|must[- ]haves?|skills,? (and|&) experience|experience,? (and|&) skills|about you|who you are|your profile|your background|competencies|knowledge,? skills|minimum qualifications)\b/i;
const PREFERRED =
  /\b(nice[- ]to[- ]haves?|preferred|bonus( points)?|pluses|desired|good to have|even better|extra credit)\b/i;
const BULLET = /^\s*•\s/;
const INLINE =
  /^\s*((minimum |basic |preferred )?(requirements|qualifications)|must[- ]haves?|what you('|’)ll bring)\s*:\s*(\S.*)$/is;

/** A line that heads a section: short, not a list item, not a finished sentence. */
function isHeading(line: string, next: string | undefined): boolean {
  const text = line.trim();
  if (!text || text.length > 90 || BULLET.test(text) || /[.!?;,]$/.test(text)) return false;
  // A line ending in a colon introduces what follows, as a heading does.
  return /:$/.test(text) || next === undefined || next.trim() === '' || BULLET.test(next);
}

function isRequirementHeading(line: string): boolean {
  return REQUIRED.test(line) || PREFERRED.test(line);
}

/** A section found: its heading (none for an inline paragraph) and its lines. */
type Section = { heading: string | null; lines: string[] };

export function findRequirements(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const found: Section[] = [];
  let section: Section | null = null;
  lines.forEach((line, index) => {
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '');
    const inline = INLINE.exec(line);
    if (inline && !isHeading(line, lines[index + 1])) {
      found.push({ heading: null, lines: [(inline[5] ?? '').trim()] });
      section = null;
      return;
    }
    if (isHeading(line, lines[index + 1] ?? next)) {
      // A heading that only introduces a list ("To be successful in this role you have:") keeps
      // the section it is in open; any other heading opens or closes one.
      if (isRequirementHeading(line)) {
        section = { heading: line.trim(), lines: [] };
        found.push(section);
      } else if (!(section && /:$/.test(line.trim()))) {
        section = null;
      }
      return;
    }
    if (section && line.trim()) section.lines.push(line.trim());
  });
  const sections = found.filter((candidate) => candidate.lines.length > 0);
  // One section reads best without its heading; several keep theirs, so each level stays apart.
  if (sections.length === 1) return sections[0]?.lines.join('\n') ?? '';
  return sections
    .map((candidate) => [...(candidate.heading ? [candidate.heading] : []), ...candidate.lines].join('\n'))
    .join('\n\n');
}
