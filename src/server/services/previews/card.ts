import { createElement, type ReactElement } from 'react';
import type { PreviewBranding } from './branding';
import { createFrame, type OverlayInput, pictureAreaOf } from './overlay';

const h = createElement;

export type CardInput = OverlayInput & {
  /** The portrait as a PNG data URL; initials stand in without one. */
  portrait?: string | null;
};

const PORTRAIT_SIZE = 330;
const INK = '#f8fafc';
const MUTED = '#cbd5e1';

/**
 * The designed card (docs/decisions/0123): the hero's headline large, the three stat tiles and the
 * portrait, on the site's navy with a faint dot grid, above the same band as every preview (name,
 * title, site address, date, platform badge). Sizes are fixed and the headline is held to three
 * lines, so no platform's size cuts a word.
 */
export function createCard(input: CardInput): ReactElement {
  const { branding } = input;
  const area = pictureAreaOf(input.target);
  const picture = h(
    'div',
    {
      style: {
        width: area.width,
        height: area.height,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 72px',
        backgroundColor: branding.backgroundColor,
        backgroundImage: `radial-gradient(circle at 1px 1px, rgba(148,163,184,0.22) 1.5px, transparent 0), linear-gradient(135deg, ${branding.backgroundColor} 0%, #1e3a8a 100%)`,
        backgroundSize: '28px 28px, 100% 100%',
        color: INK,
      },
    },
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', width: area.width - 144 - PORTRAIT_SIZE - 56 } },
      h('div', { style: { width: 56, height: 6, borderRadius: 3, backgroundColor: branding.color } }),
      h(
        'div',
        {
          style: {
            display: 'block',
            marginTop: 22,
            fontSize: 50,
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 3,
          },
        },
        branding.headline,
      ),
      createStats(branding),
    ),
    createPortrait(input.portrait ?? null, branding),
  );
  return createFrame(picture, input);
}

function createStats(branding: PreviewBranding): ReactElement {
  return h(
    'div',
    { style: { display: 'flex', marginTop: 34 } },
    ...branding.stats.slice(0, 3).map((stat) =>
      h(
        'div',
        {
          key: stat.label,
          style: {
            display: 'flex',
            flexDirection: 'column',
            marginRight: 18,
            padding: '14px 22px',
            borderRadius: 16,
            backgroundColor: 'rgba(255,255,255,0.07)',
            border: '1px solid rgba(255,255,255,0.16)',
          },
        },
        h(
          'span',
          { style: { fontSize: 40, fontWeight: 800, color: branding.color, lineHeight: 1.1 } },
          stat.value,
        ),
        h('span', { style: { marginTop: 4, fontSize: 18, color: MUTED } }, stat.label),
      ),
    ),
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

function createPortrait(portrait: string | null, branding: PreviewBranding): ReactElement {
  const frame = {
    width: PORTRAIT_SIZE,
    height: PORTRAIT_SIZE,
    borderRadius: 40,
    border: `6px solid ${branding.color}`,
  };
  if (portrait) {
    return h('img', {
      src: portrait,
      width: PORTRAIT_SIZE,
      height: PORTRAIT_SIZE,
      style: { ...frame, objectFit: 'cover' },
    });
  }
  return h(
    'div',
    {
      style: {
        ...frame,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: '#1e3a8a',
        fontSize: 120,
        fontWeight: 800,
        color: INK,
      },
    },
    initialsOf(branding.name),
  );
}

/** A screenshot of the picture area, framed by the same band as the card. */
export function createScreenshotFrame(screenshot: Buffer, input: OverlayInput): ReactElement {
  const area = pictureAreaOf(input.target);
  return createFrame(
    h('img', {
      src: `data:image/png;base64,${screenshot.toString('base64')}`,
      width: area.width,
      height: area.height,
    }),
    input,
  );
}
