import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';

/** What one extractor found; merged field by field, the first source to have a value wins. */
export type PostingFields = Partial<Record<keyof ParsedJobPosting, string>>;

const LIMITS: Partial<Record<keyof ParsedJobPosting, number>> = {
  position: 200,
  company: 200,
  location: 200,
  salary: 200,
  source: 200,
  employmentType: 100,
  description: 2000,
  details: 100_000,
};

/** Each field tidied and cut to what the application form accepts; empty values dropped. */
export function mergeFields(...sources: PostingFields[]): ParsedJobPosting {
  const merged: ParsedJobPosting = {};
  for (const source of sources) {
    for (const [key, raw] of Object.entries(source) as [keyof ParsedJobPosting, string | undefined][]) {
      if (merged[key] !== undefined || raw === undefined) continue;
      const limit = LIMITS[key];
      const value = key === 'details' || key === 'description' ? raw.trim() : raw.replace(/\s+/g, ' ').trim();
      if (value)
        merged[key] = limit && value.length > limit ? `${value.slice(0, limit - 1).trimEnd()}…` : value;
    }
  }
  return merged;
}
