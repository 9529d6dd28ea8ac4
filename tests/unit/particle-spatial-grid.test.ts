import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createParticleField,
  LINK_DISTANCE,
  PARTICLE_COUNT,
  type ParticleField,
} from '../../src/client/features/particles/particle-field';
import { createSpatialGrid, findLinks } from '../../src/client/features/particles/spatial-grid';

const SEED = 20261123;

/** The reference: every pair compared, as the background did before the grid. */
function linksByAllPairs(field: ParticleField): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < field.count; i++) {
    for (let j = i + 1; j < field.count; j++) {
      const dx = (field.xs[i] ?? 0) - (field.xs[j] ?? 0);
      const dy = (field.ys[i] ?? 0) - (field.ys[j] ?? 0);
      if (dx * dx + dy * dy < LINK_DISTANCE * LINK_DISTANCE) pairs.push(`${i}-${j}`);
    }
  }
  return pairs.sort();
}

function linksByGrid(field: ParticleField): string[] {
  const links = findLinks(createSpatialGrid(LINK_DISTANCE, field.count), field);
  const pairs: string[] = [];
  for (let k = 0; k < links.count; k++) pairs.push(`${links.from[k]}-${links.to[k]}`);
  return pairs.sort();
}

function fieldAt(width: number, height: number, points: readonly (readonly [number, number])[]) {
  const field = createParticleField(points.length, width, height, () => 0.5);
  points.forEach(([x, y], i) => {
    field.xs[i] = x;
    field.ys[i] = y;
  });
  return field;
}

describe('spatial grid', () => {
  it('finds exactly the pairs the all-pairs search finds, on random fields (seed printed)', () => {
    console.info(`fast-check seed ${SEED}`);
    // Small fields crowd the points, so most runs hold pairs across every kind of cell edge.
    const sizes = fc.record({
      width: fc.integer({ min: 1, max: 640 }),
      height: fc.integer({ min: 1, max: 480 }),
    });
    const scenario = sizes.chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        points: fc.array(
          // Hundredths of a pixel: spread over the field, where doubles would crowd its corners.
          fc.tuple(
            fc.integer({ min: 0, max: width * 100 - 1 }).map((x) => x / 100),
            fc.integer({ min: 0, max: height * 100 - 1 }).map((y) => y / 100),
          ),
          { minLength: 0, maxLength: PARTICLE_COUNT, size: 'max' },
        ),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ width, height, points }) => {
        const field = fieldAt(width, height, points);
        expect(linksByGrid(field)).toEqual(linksByAllPairs(field));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('matches on the real field of 150 particles at phone and desktop sizes', () => {
    let state = SEED;
    const rng = () => {
      state = (state * 1_664_525 + 1_013_904_223) >>> 0;
      return state / 2 ** 32;
    };
    for (const [width, height] of [
      [375, 740],
      [1440, 900],
      [2560, 1440],
    ] as const) {
      const field = createParticleField(PARTICLE_COUNT, width, height, rng);
      const expected = linksByAllPairs(field);
      expect(expected.length).toBeGreaterThan(0);
      expect(linksByGrid(field)).toEqual(expected);
    }
  });

  it('links across cell edges and never at or beyond the link distance', () => {
    const field = fieldAt(400, 300, [
      [79.9, 10],
      [80.1, 10],
      [0, 0],
      [LINK_DISTANCE, 0],
      [159, 159],
      [161, 161],
      [399.9, 299.9],
    ]);
    // 2-3 lie exactly 80 px apart and 0-2 just over: neither links.
    expect(linksByGrid(field)).toEqual(['0-1', '0-3', '1-3', '4-5']);
  });
});
