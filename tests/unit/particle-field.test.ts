import { describe, expect, it } from 'vitest';
import { chordAt, frequencyOf, targetGainFor } from '../../src/client/features/music/chord-loop';
import { createThrottle } from '../../src/client/features/particles/particle-chime';
import {
  createParticleField,
  MOUSE_RADIUS,
  measurePointer,
  resizeParticleField,
  stepParticleField,
} from '../../src/client/features/particles/particle-field';

function fieldAt(points: [number, number][]) {
  const field = createParticleField(points.length, 400, 300, () => 0.5);
  points.forEach(([x, y], i) => {
    field.xs[i] = x;
    field.ys[i] = y;
    field.vxs[i] = 0;
    field.vys[i] = 0;
  });
  return field;
}

describe('particle field', () => {
  it('creates 150 particles inside the viewport', () => {
    const field = createParticleField(150, 1440, 900, Math.random);
    expect(field.count).toBe(150);
    for (let i = 0; i < field.count; i++) {
      expect(field.xs[i]).toBeGreaterThanOrEqual(0);
      expect(field.xs[i]).toBeLessThan(1440);
    }
  });

  it('counts particles within the mouse radius (100 px) and finds the nearest', () => {
    const field = fieldAt([
      [100, 100],
      [150, 100],
      [100 + MOUSE_RADIUS, 100],
      [300, 250],
    ]);
    expect(measurePointer(field, 100, 100)).toBe(2);
    expect(field.nearestIndex).toBe(0);
    expect(measurePointer(field, 140, 100)).toBe(3);
    expect(field.nearestIndex).toBe(1);
    expect(measurePointer(field, 20, 290)).toBe(0);
    expect(field.nearestIndex).toBe(-1);
  });

  it('pushes a particle near the pointer gently away, and leaves far ones alone', () => {
    const field = fieldAt([
      [120, 100],
      [350, 250],
    ]);
    stepParticleField(field, 16, 100, 100, true);
    expect(field.xs[0]).toBeGreaterThan(120);
    expect(field.xs[0]).toBeLessThan(121);
    expect(field.xs[1]).toBe(350);
  });

  it('wraps particles across the edges', () => {
    const field = fieldAt([[399.9, 10]]);
    field.vxs[0] = 0.1;
    stepParticleField(field, 10, 0, 0, false);
    expect(field.xs[0]).toBeCloseTo(0.9, 3);
  });

  it('keeps relative positions on resize', () => {
    const field = fieldAt([[200, 150]]);
    resizeParticleField(field, 800, 600);
    expect([field.xs[0], field.ys[0]]).toEqual([400, 300]);
  });
});

describe('particle chime throttle (150 ms)', () => {
  it('opens at most once per interval', () => {
    const isOpen = createThrottle(150);
    expect([0, 100, 149, 150, 200, 301].map(isOpen)).toEqual([true, false, false, true, false, true]);
  });
});

describe('ambient chord loop', () => {
  it('tunes A4 to 440 Hz and middle C to 261.63 Hz', () => {
    expect(frequencyOf(69)).toBe(440);
    expect(frequencyOf(60)).toBeCloseTo(261.63, 2);
  });

  it('cycles Cmaj7, Am7, Fmaj7, G6', () => {
    expect(chordAt(0)).toEqual([48, 52, 55, 59]);
    expect(chordAt(4)).toEqual(chordAt(0));
    expect(chordAt(3)).toEqual([43, 47, 50, 52]);
  });

  it('plays at 0.015, or 0 when muted', () => {
    expect(targetGainFor(false)).toBe(0.015);
    expect(targetGainFor(true)).toBe(0);
  });
});
