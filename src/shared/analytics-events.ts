/**
 * What the visitor analytics count (docs/decisions/0122), with no imports: the page's beacon reads
 * these names and must stay tiny, and the server validates against the same lists.
 */

/** The public pages the beacon runs on. */
export const trackedPages = ['/', '/blog'] as const;

/** The landing page's sections (spec §2), counted once per page load when scrolled into view. */
export const trackedSections = [
  'hero',
  'about',
  'awards',
  'experience',
  'skills',
  'projects',
  'testimonials',
  'roi-calculator',
  'contact',
] as const;

/** The sections whose cards open a detail panel. */
export const panelSections = ['experience', 'skills', 'projects'] as const;

/** The `data-track` values on the page's elements, each counted on click. */
export const trackedClicks = ['panel', 'resume', 'chat', 'roi'] as const;

/** What a beacon may report: a page view, a section seen, or one of the clicks. */
export type BeaconKind = 'pageview' | 'section' | (typeof trackedClicks)[number];

/** Everything stored in the daily counts, the server's own included. */
export type CountKind = BeaconKind | 'visitor' | 'referrer' | 'contact';

export type TrackedPage = (typeof trackedPages)[number];
export type TrackedSection = (typeof trackedSections)[number];

/** The beacon's endpoint. */
export const BEACON_PATH = '/api/analytics/events';
