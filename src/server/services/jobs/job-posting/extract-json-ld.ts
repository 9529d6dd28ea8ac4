import { textContent } from 'domutils';
import { formatSalary } from './format-salary';
import { findAll, isTag } from './html-query';
import { htmlToText } from './html-text';
import type { HtmlParent } from './html-tree';
import { asArray, flattenNodes, hasType, isObject, type JsonObject, textOf } from './json-ld-values';
import type { PostingFields } from './posting-fields';

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

/** Pages embed JSON-LD carelessly: HTML comments, CDATA markers and raw line breaks inside strings. */
export function parseJsonLd(text: string): unknown {
  const cleaned = text.replace(/<!--|-->|<!\[CDATA\[|\]\]>/g, '').trim();
  for (const candidate of [cleaned, cleaned.replace(/[\r\n\t]+/g, ' ')]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next, more forgiving reading
    }
  }
  return undefined;
}

function formatAddress(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!isObject(value)) return '';
  const parts = [value.addressLocality, value.addressRegion, value.addressCountry]
    .map(textOf)
    .filter(Boolean);
  return [...new Set(parts)].join(', ');
}

function formatPlace(place: unknown): string {
  if (typeof place === 'string') return place.trim();
  if (!isObject(place)) return '';
  return formatAddress(place.address) || textOf(place.name);
}

/** jobLocation, or "Remote" (with where applicants may live) for TELECOMMUTE postings. */
export function formatJobLocation(posting: JsonObject): string {
  const places = [...new Set(asArray(posting.jobLocation).map(formatPlace).filter(Boolean))];
  const isRemote = asArray(posting.jobLocationType).some(
    (type) => textOf(type).toUpperCase() === 'TELECOMMUTE',
  );
  if (!isRemote) return places.join('; ');
  const regions = asArray(posting.applicantLocationRequirements).map(textOf).filter(Boolean);
  const remote = regions.length > 0 ? `Remote (${regions.join(', ')})` : 'Remote';
  return [remote, ...places].join('; ');
}

function formatEmploymentType(value: unknown): string {
  return asArray(value)
    .map((entry) => {
      const text = textOf(entry);
      return EMPLOYMENT_TYPES[text.toUpperCase().replace(/[\s-]/g, '_')] ?? text;
    })
    .filter(Boolean)
    .join(', ');
}

function formatDate(value: unknown): string {
  const text = textOf(value);
  const date = new Date(text);
  return text && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
}

/** The fields of the first schema.org JobPosting in a parsed JSON-LD document. */
export function readJobPosting(document: unknown): PostingFields {
  const posting = flattenNodes(document).find((node) => hasType(node, 'JobPosting'));
  if (!posting) return {};
  const description = textOf(posting.description);
  const qualifications = [
    posting.qualifications,
    posting.experienceRequirements,
    posting.educationRequirements,
  ]
    .map((value) => (typeof value === 'string' ? htmlToText(textOf(value)) : ''))
    .filter(Boolean)
    .join('\n\n');
  return {
    position: htmlToText(textOf(posting.title)),
    company: htmlToText(textOf(posting.hiringOrganization)),
    location: formatJobLocation(posting),
    salary: formatSalary(posting.baseSalary) || formatSalary(posting.estimatedSalary),
    details: description ? htmlToText(description) : '',
    requirements: qualifications,
    datePosted: formatDate(posting.datePosted),
    employmentType: formatEmploymentType(posting.employmentType),
  };
}

/** Reads every `<script type="application/ld+json">` until one holds a JobPosting. */
export function extractJsonLd(root: HtmlParent): PostingFields {
  const scripts = findAll(
    root,
    (element) => isTag('script')(element) && /ld\+json/i.test(element.attribs.type ?? ''),
  );
  for (const script of scripts) {
    const fields = readJobPosting(parseJsonLd(textContent(script)));
    if (Object.values(fields).some(Boolean)) return fields;
  }
  return {};
}
