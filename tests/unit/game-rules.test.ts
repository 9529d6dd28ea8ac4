import { describe, expect, it } from 'vitest';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  createParticles,
  type GameParticle,
  hitTest,
  insertHighScore,
  isTimeUp,
  MAX_PARTICLES,
  MAX_RADIUS,
  MIN_RADIUS,
  moveParticles,
  removeParticle,
  replenish,
  scoreFor,
  secondsLeft,
} from '../../src/client/features/game/game-rules';

/** mulberry32: a small seeded generator so the particle tests are repeatable. */
function seededRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const particle = (x: number, y: number, radius: number): GameParticle => ({ x, y, vx: 0, vy: 0, radius });

describe('createParticles', () => {
  it('creates the asked number, inside the 600x400 board, radius 6 to 20', () => {
    const particles = createParticles(15, seededRng(1));
    expect(particles).toHaveLength(15);
    for (const { x, y, radius } of particles) {
      expect(radius).toBeGreaterThanOrEqual(MIN_RADIUS);
      expect(radius).toBeLessThanOrEqual(MAX_RADIUS);
      expect(x - radius).toBeGreaterThanOrEqual(0);
      expect(x + radius).toBeLessThanOrEqual(BOARD_WIDTH);
      expect(y - radius).toBeGreaterThanOrEqual(0);
      expect(y + radius).toBeLessThanOrEqual(BOARD_HEIGHT);
    }
  });

  it('never creates more than 20', () => {
    expect(createParticles(50, seededRng(2))).toHaveLength(MAX_PARTICLES);
    expect(createParticles(-3, seededRng(2))).toHaveLength(0);
  });

  it('covers both edges of the radius range with an extreme generator', () => {
    expect(createParticles(1, () => 0)[0]?.radius).toBe(MIN_RADIUS);
    expect(createParticles(1, () => 0.999_999)[0]?.radius).toBeCloseTo(MAX_RADIUS, 4);
  });
});

describe('hitTest (hit radius = particle radius + 15)', () => {
  const particles = [particle(100, 100, 10), particle(300, 200, 18)];

  it.each([
    { x: 100, y: 100, expected: 0, why: 'centre' },
    { x: 125, y: 100, expected: 0, why: 'exactly radius + 15 away' },
    { x: 125.01, y: 100, expected: -1, why: 'just beyond reach' },
    { x: 300, y: 233, expected: 1, why: 'radius 18 reaches 33' },
    { x: 300, y: 234, expected: -1, why: 'one past 33' },
    { x: 500, y: 50, expected: -1, why: 'empty board' },
  ])('$why -> $expected', ({ x, y, expected }) => {
    expect(hitTest(particles, x, y)).toBe(expected);
  });

  it('takes the nearest particle when reaches overlap', () => {
    const close = [particle(100, 100, 20), particle(130, 100, 20)];
    expect(hitTest(close, 120, 100)).toBe(1);
    expect(hitTest(close, 110, 100)).toBe(0);
  });

  it('finds nothing on an empty board', () => {
    expect(hitTest([], 10, 10)).toBe(-1);
  });
});

describe('scoreFor (radius under 12 scores 2, others 1)', () => {
  it.each([
    [6, 2],
    [11.99, 2],
    [12, 1],
    [20, 1],
  ])('radius %d scores %d', (radius, points) => {
    expect(scoreFor(radius)).toBe(points);
  });
});

describe('removeParticle and replenish', () => {
  it('removes only the caught particle', () => {
    const particles = [particle(1, 1, 10), particle(2, 2, 10), particle(3, 3, 10)];
    expect(removeParticle(particles, 1).map((p) => p.x)).toEqual([1, 3]);
  });

  it('adds two new particles per catch', () => {
    const particles = createParticles(14, seededRng(3));
    expect(replenish(particles, seededRng(4))).toHaveLength(16);
  });

  it('never goes above 20', () => {
    const rng = seededRng(5);
    expect(replenish(createParticles(19, rng), rng)).toHaveLength(20);
    expect(replenish(createParticles(20, rng), rng)).toHaveLength(20);
  });

  it('keeps the board between 15 and 20 over a whole game of catches', () => {
    const rng = seededRng(6);
    let particles = createParticles(15, rng);
    for (let catchNumber = 0; catchNumber < 100; catchNumber++) {
      particles = replenish(removeParticle(particles, 0), rng);
      expect(particles.length).toBeGreaterThanOrEqual(15);
      expect(particles.length).toBeLessThanOrEqual(MAX_PARTICLES);
    }
  });

  it('does not change the array it was given', () => {
    const particles = createParticles(15, seededRng(7));
    replenish(removeParticle(particles, 0), seededRng(8));
    expect(particles).toHaveLength(15);
  });
});

describe('moveParticles', () => {
  it('moves by velocity times elapsed time', () => {
    const moving = [{ x: 100, y: 100, vx: 0.05, vy: -0.02, radius: 10 }];
    moveParticles(moving, 100);
    expect(moving[0]).toMatchObject({ x: 105, y: 98 });
  });

  it('bounces off the edges and stays on the board', () => {
    const moving = [{ x: 595, y: 5, vx: 0.1, vy: -0.1, radius: 10 }];
    moveParticles(moving, 50);
    expect(moving[0]).toMatchObject({ x: 590, y: 10, vx: -0.1, vy: 0.1 });
  });
});

describe('countdown (30 s)', () => {
  it.each([
    [0, 30],
    [1, 30],
    [999, 30],
    [1_000, 29],
    [29_001, 1],
    [30_000, 0],
    [45_000, 0],
  ])('after %d ms shows %d s', (elapsed, seconds) => {
    expect(secondsLeft(5_000, 5_000 + elapsed)).toBe(seconds);
  });

  it('is up at 30 s and not a millisecond before', () => {
    expect(isTimeUp(0, 29_999)).toBe(false);
    expect(isTimeUp(0, 30_000)).toBe(true);
  });
});

describe('insertHighScore (top 20, highest first)', () => {
  it('inserts in order', () => {
    expect(insertHighScore([30, 20, 10], 25)).toEqual([30, 25, 20, 10]);
    expect(insertHighScore([], 0)).toEqual([0]);
  });

  it('keeps equal scores', () => {
    expect(insertHighScore([5, 5], 5)).toEqual([5, 5, 5]);
  });

  it('keeps only the top 20', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => 100 - i);
    expect(insertHighScore(twenty, 1)).toEqual(twenty);
    const withNewBest = insertHighScore(twenty, 200);
    expect(withNewBest).toHaveLength(20);
    expect(withNewBest[0]).toBe(200);
    expect(withNewBest).not.toContain(81);
  });

  it('sorts an unsorted input and leaves it unchanged', () => {
    const scores = [3, 9, 1];
    expect(insertHighScore(scores, 4)).toEqual([9, 4, 3, 1]);
    expect(scores).toEqual([3, 9, 1]);
  });
});
