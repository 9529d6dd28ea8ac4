import { createElement, type ReactElement } from 'react';
import type { PreviewBranding } from './branding';
import { createFrame, type OverlayInput, pictureAreaOf } from './overlay';

const h = createElement;

/** The branded card used when there is no browser to take a screenshot: drawn from the content. */
export function createCard(input: OverlayInput): ReactElement {
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
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '40px 64px',
        backgroundColor: branding.backgroundColor,
        backgroundImage: `linear-gradient(135deg, ${branding.backgroundColor} 0%, #1e3a8a 100%)`,
        color: '#f8fafc',
      },
    },
    h('div', { style: { fontSize: 30, fontWeight: 700, color: branding.color } }, branding.title),
    h('div', { style: { marginTop: 12, fontSize: 68, fontWeight: 800, lineHeight: 1.05 } }, branding.name),
    h(
      'div',
      { style: { marginTop: 18, fontSize: 32, lineHeight: 1.3, color: '#e2e8f0', maxWidth: 1000 } },
      branding.headline,
    ),
    createStats(branding),
  );
  return createFrame(picture, input);
}

function createStats(branding: PreviewBranding): ReactElement {
  return h(
    'div',
    { style: { display: 'flex', marginTop: 32 } },
    ...branding.stats.map((stat) =>
      h(
        'div',
        {
          key: stat.label,
          style: {
            display: 'flex',
            flexDirection: 'column',
            marginRight: 28,
            padding: '12px 26px',
            borderRadius: 16,
            backgroundColor: 'rgba(255,255,255,0.08)',
            border: '1px solid rgba(255,255,255,0.18)',
          },
        },
        h('span', { style: { fontSize: 38, fontWeight: 800, color: branding.color } }, stat.value),
        h('span', { style: { fontSize: 20, color: '#cbd5e1' } }, stat.label),
      ),
    ),
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
