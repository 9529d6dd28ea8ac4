import type { AnchorHTMLAttributes } from 'react';

/** Spec §2: every external link opens a new tab without opener or referrer. */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
