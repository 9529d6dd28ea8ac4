/** Spec §9: 150 particles, links within 80 px, mouse radius 100. */
export const PARTICLE_COUNT = 150;
export const LINK_DISTANCE = 80;
export const MOUSE_RADIUS = 100;

/** Drift speed in px per ms: a slow float, about 6 to 24 px a second. */
const MIN_SPEED = 0.006;
const MAX_SPEED = 0.024;
/** How far a particle at the pointer's centre is nudged away per ms: a gentle push, not a scatter. */
const PUSH_SPEED = 0.05;

/**
 * Struct-of-arrays so each frame reads and writes typed arrays and allocates nothing.
 * `nearestIndex` is scratch written by `measurePointer`.
 */
export type ParticleField = {
  count: number;
  width: number;
  height: number;
  xs: Float32Array;
  ys: Float32Array;
  vxs: Float32Array;
  vys: Float32Array;
  radii: Float32Array;
  nearestIndex: number;
};

export function createParticleField(
  count: number,
  width: number,
  height: number,
  rng: () => number,
): ParticleField {
  const field: ParticleField = {
    count,
    width,
    height,
    xs: new Float32Array(count),
    ys: new Float32Array(count),
    vxs: new Float32Array(count),
    vys: new Float32Array(count),
    radii: new Float32Array(count),
    nearestIndex: -1,
  };
  for (let i = 0; i < count; i++) {
    const angle = rng() * Math.PI * 2;
    const speed = MIN_SPEED + rng() * (MAX_SPEED - MIN_SPEED);
    field.xs[i] = rng() * width;
    field.ys[i] = rng() * height;
    field.vxs[i] = Math.cos(angle) * speed;
    field.vys[i] = Math.sin(angle) * speed;
    field.radii[i] = 1 + rng() * 1.5;
  }
  return field;
}

/** Keeps every particle at the same relative place when the window changes size. */
export function resizeParticleField(field: ParticleField, width: number, height: number): void {
  if (field.width > 0 && field.height > 0) {
    const scaleX = width / field.width;
    const scaleY = height / field.height;
    for (let i = 0; i < field.count; i++) {
      field.xs[i] = (field.xs[i] ?? 0) * scaleX;
      field.ys[i] = (field.ys[i] ?? 0) * scaleY;
    }
  }
  field.width = width;
  field.height = height;
}

function wrap(value: number, size: number): number {
  if (value < 0) return value + size;
  if (value >= size) return value - size;
  return value;
}

/** Advances the field by `dtMs`; particles within the mouse radius drift away from the pointer. */
export function stepParticleField(
  field: ParticleField,
  dtMs: number,
  pointerX: number,
  pointerY: number,
  hasPointer: boolean,
): void {
  const radiusSquared = MOUSE_RADIUS * MOUSE_RADIUS;
  for (let i = 0; i < field.count; i++) {
    let x = (field.xs[i] ?? 0) + (field.vxs[i] ?? 0) * dtMs;
    let y = (field.ys[i] ?? 0) + (field.vys[i] ?? 0) * dtMs;
    if (hasPointer) {
      const dx = x - pointerX;
      const dy = y - pointerY;
      const distanceSquared = dx * dx + dy * dy;
      if (distanceSquared < radiusSquared && distanceSquared > 0.01) {
        const distance = Math.sqrt(distanceSquared);
        const push = (1 - distance / MOUSE_RADIUS) * PUSH_SPEED * dtMs;
        x += (dx / distance) * push;
        y += (dy / distance) * push;
      }
    }
    field.xs[i] = wrap(x, field.width);
    field.ys[i] = wrap(y, field.height);
  }
}

/** Counts the particles within the mouse radius of (x, y) and records the nearest one. */
export function measurePointer(field: ParticleField, x: number, y: number): number {
  const radiusSquared = MOUSE_RADIUS * MOUSE_RADIUS;
  let count = 0;
  let nearest = -1;
  let nearestSquared = radiusSquared;
  for (let i = 0; i < field.count; i++) {
    const dx = (field.xs[i] ?? 0) - x;
    const dy = (field.ys[i] ?? 0) - y;
    const distanceSquared = dx * dx + dy * dy;
    if (distanceSquared >= radiusSquared) continue;
    count++;
    if (distanceSquared < nearestSquared) {
      nearestSquared = distanceSquared;
      nearest = i;
    }
  }
  field.nearestIndex = nearest;
  return count;
}
