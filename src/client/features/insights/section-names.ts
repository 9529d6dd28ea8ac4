import { portfolioLinks } from '../../sections/section-links';

const NAMES: Record<string, string> = {
  hero: 'Hero',
  contact: 'Contact',
  ...Object.fromEntries(portfolioLinks.map((link) => [link.id, link.label])),
};

/** A section id as the page's menu names it ("skills" is "Expertise"). */
export const sectionName = (id: string) => NAMES[id] ?? id;

// The menu's entries between the hero and the contact section: the page's order. (Not the
// beacon's list, which must stay in the beacon's own chunk.)
const PAGE_ORDER = ['hero', ...portfolioLinks.map((link) => link.id), 'contact'];

const PAGE_NAMES: Record<string, string> = { '/': 'Home (/)', '/blog': 'Blog (/blog)' };

/** A page path as the owner knows it. */
export const pageName = (path: string) => PAGE_NAMES[path] ?? path;

/** Sections in the order the page shows them, so the list reads as how far down visitors got. */
export function inPageOrder<T extends { label: string }>(rows: T[]): T[] {
  const position = (label: string) => {
    const index = PAGE_ORDER.indexOf(label);
    return index === -1 ? PAGE_ORDER.length : index;
  };
  return [...rows].sort((a, b) => position(a.label) - position(b.label));
}

/** A referrer host, or the words for none. */
export const referrerName = (host: string) => host || 'Direct, or no referrer sent';
