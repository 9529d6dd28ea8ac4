/**
 * A posting's own headings and boilerplate ("Hard Skills", "Soft Skills", "Requirements",
 * "Preferred Qualifications", "Health Insurance") look like capitalised names to the keyword
 * finder but ask for nothing: they are never keywords.
 */
const BOILERPLATE_WORDS = new Set(
  `skills skill hard soft technical requirements requirement required qualifications qualification preferred
  minimum basic responsibilities responsibility key duties benefits perks about role job description summary
  overview nice have haves bonus points what you will do bring who are we offer our team company why join us
  compensation salary pay range location education experience core competencies must additional information
  insurance health dental vision pto equal opportunity employer the and of to your work environment physical how
  apply position plus desired ideal candidate knowledge abilities ability other general essential functions
  senior junior staff principal day life looking for in a an is it this`.split(/\s+/),
);

/** Words that make a short line of the posting a heading rather than a requirement. */
const HEADING_WORD =
  /\b(skills?|requirements?|qualifications?|responsibilities|duties|benefits|perks|about|overview|summary|description|competencies|experience|education)\b/i;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/^[#*•\-\s]+|[:\s]+$/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9+#&/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The posting's heading lines ("Hard Skills:", "## Requirements"), normalised. */
export function listPostingHeadings(lines: string[]): Set<string> {
  const headings = new Set<string>();
  for (const line of lines) {
    const text = line.trim();
    const words = normalise(text).split(' ').filter(Boolean);
    if (words.length === 0 || words.length > 6 || /[.;!?]$/.test(text)) continue;
    if (HEADING_WORD.test(text) || /^#+\s/.test(text) || /:$/.test(text)) headings.add(normalise(text));
  }
  return headings;
}

/** True for a heading or boilerplate phrase, which is never a keyword. */
export function isPostingBoilerplate(label: string, headings: Set<string>): boolean {
  const text = normalise(label);
  if (!text) return true;
  if (headings.has(text) && HEADING_WORD.test(text)) return true;
  return text.split(' ').every((word) => BOILERPLATE_WORDS.has(word));
}
