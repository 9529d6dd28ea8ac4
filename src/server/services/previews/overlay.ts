import { createElement, type ReactElement } from 'react';
import type { PreviewBranding } from './branding';
import type { PreviewTarget } from './platforms';

export type OverlayInput = { branding: PreviewBranding; target: PreviewTarget; dateText: string };

const h = createElement;

/**
 * The branded layer every preview carries, over a screenshot or a card: the platform badge at
 * the top right and a bar along the bottom with the owner's name, the site and the date.
 */
export function createOverlay({ branding, target, dateText }: OverlayInput): ReactElement {
  const badge = h(
    'div',
    {
      style: {
        position: 'absolute',
        top: 28,
        right: 32,
        display: 'flex',
        alignItems: 'center',
        padding: '10px 22px',
        borderRadius: 999,
        backgroundColor: branding.color,
        color: '#0f172a',
        fontSize: 24,
        fontWeight: 800,
        letterSpacing: 1,
        boxShadow: '0 4px 16px rgba(0,0,0,0.35)',
      },
    },
    target.label.toUpperCase(),
  );
  const bar = h(
    'div',
    {
      style: {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 88,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 40px',
        backgroundColor: 'rgba(15,23,42,0.88)',
        borderTop: `4px solid ${branding.color}`,
        color: '#f8fafc',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'baseline' } },
      h('span', { style: { fontSize: 30, fontWeight: 800 } }, branding.name),
      h('span', { style: { fontSize: 24, marginLeft: 16, color: '#cbd5e1' } }, branding.title),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'baseline', fontSize: 22, color: '#cbd5e1' } },
      branding.siteHost ? h('span', { style: { marginRight: 20 } }, branding.siteHost) : null,
      h('span', { style: { color: branding.color, fontWeight: 700 } }, dateText),
    ),
  );
  return h(
    'div',
    {
      style: {
        position: 'absolute',
        top: 0,
        left: 0,
        width: target.width,
        height: target.height,
        display: 'flex',
      },
    },
    badge,
    bar,
  );
}
