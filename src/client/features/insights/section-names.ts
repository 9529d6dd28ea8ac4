import { trackedSections } from '../../../shared/analytics-events';
import { portfolioLinks } from '../../sections/section-links';

const NAMES: Record<string, string> = {
  hero: 'Hero',
  contact: 'Contact',
  ...Object.fromEntries(portfolioLinks.map((link) => [link.id, link.label])),
};

/** A section id as the page's menu names it ("skills" is "Expertise"). */
export const sectionName = (id: string) => NAMES[id] ?? id;

const PAGE_NAMES: Record<string, string> = { '/': 'Home (/)', '/blog': 'Blog (/blog)' };

/** A page path as the owner knows it. */
export const pageName = (path: string) => PAGE_NAMES[path] ?? path;

/** Sections in the order the page shows them, so the list reads as how far down visitors got. */
export function inPageOrder<T extends { label: string }>(rows: T[]): T[] {
  const position = (label: string) => {
    const index = (trackedSections as readonly string[]).indexOf(label);
    return index === -1 ? trackedSections.length : index;
  };
  return [...rows].sort((a, b) => position(a.label) - position(b.label));
}

/** A referrer host, or the words for none. */
export const referrerName = (host: string) => host || 'Direct, or no referrer sent';
