import { LINK_DISTANCE, type ParticleField } from './particle-field';
import type { LinkList } from './spatial-grid';

/** The main thread's canvas or the worker's offscreen one: the drawing calls are the same. */
export type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

type Palette = { dot: string; accentDot: string; linkRgb: string; linkAlpha: number };

// Subtle by design: slate and blue at low alpha, so the background never competes with the text.
const LIGHT: Palette = {
  dot: 'rgba(100, 116, 139, 0.45)',
  accentDot: 'rgba(59, 130, 246, 0.4)',
  linkRgb: '100, 116, 139',
  linkAlpha: 0.22,
};
const DARK: Palette = {
  dot: 'rgba(148, 163, 184, 0.4)',
  accentDot: 'rgba(96, 165, 250, 0.45)',
  linkRgb: '148, 163, 184',
  linkAlpha: 0.18,
};

/**
 * Links fade with distance. Grouping them into a few distance bands lets each band be one path
 * and one stroke, instead of a stroke (and a colour string) per pair.
 */
const BAND_COUNT = 4;
const BAND_WIDTH = LINK_DISTANCE / BAND_COUNT;
function createBandStyles({ linkRgb, linkAlpha }: Palette): string[] {
  return Array.from(
    { length: BAND_COUNT },
    (_, band) => `rgba(${linkRgb}, ${(linkAlpha * (1 - band / BAND_COUNT)).toFixed(3)})`,
  );
}
const LIGHT_BANDS = createBandStyles(LIGHT);
const DARK_BANDS = createBandStyles(DARK);

function strokeBand(context: Canvas2D, field: ParticleField, links: LinkList, band: number): void {
  const minSquared = (band * BAND_WIDTH) ** 2;
  const maxSquared = ((band + 1) * BAND_WIDTH) ** 2;
  const { xs, ys } = field;
  context.beginPath();
  for (let k = 0; k < links.count; k++) {
    const distanceSquared = links.distanceSquared[k] ?? 0;
    if (distanceSquared < minSquared || distanceSquared >= maxSquared) continue;
    const a = links.from[k] ?? 0;
    const b = links.to[k] ?? 0;
    context.moveTo(xs[a] ?? 0, ys[a] ?? 0);
    context.lineTo(xs[b] ?? 0, ys[b] ?? 0);
  }
  context.stroke();
}

function fillDots(context: Canvas2D, field: ParticleField, parity: 0 | 1): void {
  context.beginPath();
  for (let i = parity; i < field.count; i += 2) {
    const x = field.xs[i] ?? 0;
    const y = field.ys[i] ?? 0;
    const radius = field.radii[i] ?? 1;
    context.moveTo(x + radius, y);
    context.arc(x, y, radius, 0, Math.PI * 2);
  }
  context.fill();
}

/**
 * Draws one frame in CSS pixels (the caller has scaled the context for devicePixelRatio), with
 * the links found for this frame's positions.
 */
export function drawParticleField(
  context: Canvas2D,
  field: ParticleField,
  links: LinkList,
  isDark: boolean,
): void {
  const palette = isDark ? DARK : LIGHT;
  const bandStyles = isDark ? DARK_BANDS : LIGHT_BANDS;
  context.clearRect(0, 0, field.width, field.height);
  context.lineWidth = 1;
  for (let band = 0; band < BAND_COUNT; band++) {
    context.strokeStyle = bandStyles[band] ?? palette.dot;
    strokeBand(context, field, links, band);
  }
  context.fillStyle = palette.dot;
  fillDots(context, field, 0);
  context.fillStyle = palette.accentDot;
  fillDots(context, field, 1);
}
