import { createElement, type ReactElement } from 'react';
import type { PreviewBranding } from './branding';
import type { PreviewTarget } from './platforms';

export type OverlayInput = { branding: PreviewBranding; target: PreviewTarget; dateText: string };

const h = createElement;

/** The branded band's height: the picture above it is this much shorter than the preview. */
export const BAND_HEIGHT = 104;

/** The size of the picture above the band: what Chromium photographs and the card fills. */
export function pictureAreaOf(target: Pick<PreviewTarget, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  return { width: target.width, height: target.height - BAND_HEIGHT };
}

/**
 * The band every preview ends with, whoever drew the picture: opaque, so nothing of the page shows
 * through it, with the owner's name and title, the site, the date and the platform badge. The badge
 * lives in the band, so it covers nothing of the picture (the page's navigation buttons included).
 */
function createBand({ branding, target, dateText }: OverlayInput): ReactElement {
  const badge = h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        marginLeft: 24,
        padding: '8px 20px',
        borderRadius: 999,
        backgroundColor: branding.color,
        color: '#0f172a',
        fontSize: 22,
        fontWeight: 800,
        letterSpacing: 1,
      },
    },
    target.label.toUpperCase(),
  );
  // One line each, whatever the content's length: a long name, title or address ends in an
  // ellipsis rather than wrapping out of the band (docs/decisions/0123).
  const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return h(
    'div',
    {
      style: {
        width: target.width,
        height: BAND_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 40px',
        backgroundColor: '#0f172a',
        borderTop: `6px solid ${branding.color}`,
        color: '#f8fafc',
      },
    },
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'baseline',
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          marginRight: 24,
        },
      },
      // The right side takes at most about 700 px (a 260 px address, the longest date and badge).
      h(
        'span',
        { style: { ...oneLine, flexShrink: 0, maxWidth: 390, fontSize: 32, fontWeight: 800 } },
        branding.name,
      ),
      h(
        'span',
        { style: { ...oneLine, flexShrink: 1, fontSize: 24, marginLeft: 16, color: '#cbd5e1' } },
        branding.title,
      ),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', flexShrink: 0, fontSize: 22, color: '#e2e8f0' } },
      branding.siteHost
        ? h('span', { style: { ...oneLine, maxWidth: 260, marginRight: 20 } }, branding.siteHost)
        : null,
      h('span', { style: { whiteSpace: 'nowrap', color: branding.color, fontWeight: 700 } }, dateText),
      badge,
    ),
  );
}

/** The whole preview: the picture (a screenshot or the card) above, the band below. */
export function createFrame(picture: ReactElement, input: OverlayInput): ReactElement {
  const area = pictureAreaOf(input.target);
  return h(
    'div',
    {
      style: {
        width: input.target.width,
        height: input.target.height,
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'Inter',
        backgroundColor: '#0f172a',
      },
    },
    h(
      'div',
      { style: { width: area.width, height: area.height, display: 'flex', overflow: 'hidden' } },
      picture,
    ),
    createBand(input),
  );
}
