import { createElement, type ReactElement } from 'react';
import type { PreviewBranding } from './branding';
import { createOverlay, type OverlayInput } from './overlay';

const h = createElement;

/** The branded card used when there is no browser to take a screenshot: drawn from the content. */
export function createCard(input: OverlayInput): ReactElement {
  const { branding, target } = input;
  return h(
    'div',
    {
      style: {
        width: target.width,
        height: target.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '48px 64px 120px',
        backgroundColor: branding.backgroundColor,
        backgroundImage: `linear-gradient(135deg, ${branding.backgroundColor} 0%, #1e3a8a 100%)`,
        color: '#f8fafc',
        fontFamily: 'Inter',
      },
    },
    h('div', { style: { fontSize: 30, fontWeight: 700, color: branding.color } }, branding.title),
    h('div', { style: { marginTop: 12, fontSize: 72, fontWeight: 800, lineHeight: 1.05 } }, branding.name),
    h(
      'div',
      { style: { marginTop: 20, fontSize: 34, lineHeight: 1.3, color: '#e2e8f0', maxWidth: 1000 } },
      branding.headline,
    ),
    createStats(branding),
    createOverlay(input),
  );
}

function createStats(branding: PreviewBranding): ReactElement {
  return h(
    'div',
    { style: { display: 'flex', marginTop: 36 } },
    ...branding.stats.map((stat) =>
      h(
        'div',
        {
          key: stat.label,
          style: {
            display: 'flex',
            flexDirection: 'column',
            marginRight: 28,
            padding: '14px 26px',
            borderRadius: 16,
            backgroundColor: 'rgba(255,255,255,0.08)',
            border: '1px solid rgba(255,255,255,0.18)',
          },
        },
        h('span', { style: { fontSize: 40, fontWeight: 800, color: branding.color } }, stat.value),
        h('span', { style: { fontSize: 20, color: '#cbd5e1' } }, stat.label),
      ),
    ),
  );
}

/** A screenshot as the background, with the same overlay as the card on top. */
export function createScreenshotFrame(screenshot: Buffer, input: OverlayInput): ReactElement {
  const { target } = input;
  return h(
    'div',
    { style: { width: target.width, height: target.height, display: 'flex', fontFamily: 'Inter' } },
    h('img', {
      src: `data:image/png;base64,${screenshot.toString('base64')}`,
      width: target.width,
      height: target.height,
      style: { position: 'absolute', top: 0, left: 0 },
    }),
    createOverlay(input),
  );
}
