import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { findRequirements } from '../../../../shared/jobs/find-requirements';
import { findSalary } from '../../../../shared/jobs/find-salary';

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
  requirements: 20_000,
  details: 100_000,
};

/** Fields kept with their line breaks: lists and paragraphs. */
const MULTILINE = new Set<keyof ParsedJobPosting>(['details', 'description', 'requirements']);

/** Each field tidied and cut to what the application form accepts; empty values dropped. */
export function mergeFields(...sources: PostingFields[]): ParsedJobPosting {
  const merged: ParsedJobPosting = {};
  for (const source of sources) {
    for (const [key, raw] of Object.entries(source) as [keyof ParsedJobPosting, string | undefined][]) {
      if (merged[key] !== undefined || raw === undefined) continue;
      const limit = LIMITS[key];
      const value = MULTILINE.has(key) ? raw.trim() : raw.replace(/\s+/g, ' ').trim();
      if (value)
        merged[key] = limit && value.length > limit ? `${value.slice(0, limit - 1).trimEnd()}…` : value;
    }
  }
  return merged;
}

/** Requirements and pay where the posting's text states them and no structured field did. */
export function addStatedFields(fields: ParsedJobPosting): ParsedJobPosting {
  const details = fields.details ?? '';
  if (!details) return fields;
  return mergeFields(fields, { requirements: findRequirements(details), salary: findSalary(details) });
}
