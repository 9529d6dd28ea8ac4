/** Spec §9: a 600x400 board, 30 s, 15 particles capped at 20, hit radius = radius + 15, top 20. */
export const BOARD_WIDTH = 600;
export const BOARD_HEIGHT = 400;
export const GAME_DURATION_MS = 30_000;
export const INITIAL_PARTICLES = 15;
export const MAX_PARTICLES = 20;
export const HIT_PADDING = 15;
export const HIGH_SCORE_LIMIT = 20;
export const MIN_RADIUS = 6;
export const MAX_RADIUS = 20;
/** Particles smaller than this are harder to catch and score double. */
export const SMALL_RADIUS = 12;
/** Each catch brings back this many new particles, so the board fills up towards the cap. */
export const REPLENISH_COUNT = 2;

/** Speed in px per ms: slow enough to aim at, quick enough to need it. */
const MIN_SPEED = 0.03;
const MAX_SPEED = 0.09;

/** Returns a number in [0, 1), like Math.random; tests pass a seeded one. */
export type Rng = () => number;

export type GameParticle = { x: number; y: number; vx: number; vy: number; radius: number };

export function createParticle(rng: Rng): GameParticle {
  const radius = MIN_RADIUS + rng() * (MAX_RADIUS - MIN_RADIUS);
  const angle = rng() * Math.PI * 2;
  const speed = MIN_SPEED + rng() * (MAX_SPEED - MIN_SPEED);
  return {
    x: radius + rng() * (BOARD_WIDTH - 2 * radius),
    y: radius + rng() * (BOARD_HEIGHT - 2 * radius),
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius,
  };
}

export function createParticles(count: number, rng: Rng): GameParticle[] {
  const size = Math.max(0, Math.min(count, MAX_PARTICLES));
  return Array.from({ length: size }, () => createParticle(rng));
}

/** The index of the particle a click at (x, y) catches (the nearest one in reach), or -1. */
export function hitTest(particles: readonly GameParticle[], x: number, y: number): number {
  let hit = -1;
  let hitDistance = Number.POSITIVE_INFINITY;
  particles.forEach((particle, index) => {
    const distance = Math.hypot(particle.x - x, particle.y - y);
    if (distance <= particle.radius + HIT_PADDING && distance < hitDistance) {
      hit = index;
      hitDistance = distance;
    }
  });
  return hit;
}

export function scoreFor(radius: number): 1 | 2 {
  return radius < SMALL_RADIUS ? 2 : 1;
}

/** The particles without the caught one. */
export function removeParticle(particles: readonly GameParticle[], index: number): GameParticle[] {
  return particles.filter((_, i) => i !== index);
}

/** Adds up to `REPLENISH_COUNT` new particles, never going above `MAX_PARTICLES`. */
export function replenish(particles: readonly GameParticle[], rng: Rng): GameParticle[] {
  const room = Math.max(0, MAX_PARTICLES - particles.length);
  return [...particles, ...createParticles(Math.min(REPLENISH_COUNT, room), rng)];
}

/** Moves the particles in place by `dtMs`, bouncing off the board's edges. */
export function moveParticles(particles: GameParticle[], dtMs: number): void {
  for (const particle of particles) {
    const { radius } = particle;
    particle.x += particle.vx * dtMs;
    particle.y += particle.vy * dtMs;
    if (particle.x < radius) particle.vx = Math.abs(particle.vx);
    if (particle.x > BOARD_WIDTH - radius) particle.vx = -Math.abs(particle.vx);
    if (particle.y < radius) particle.vy = Math.abs(particle.vy);
    if (particle.y > BOARD_HEIGHT - radius) particle.vy = -Math.abs(particle.vy);
    particle.x = Math.min(Math.max(particle.x, radius), BOARD_WIDTH - radius);
    particle.y = Math.min(Math.max(particle.y, radius), BOARD_HEIGHT - radius);
  }
}

/** Whole seconds left on the countdown, as shown: 30 at the start, 0 once time is up. */
export function secondsLeft(startedAt: number, now: number): number {
  const remaining = Math.max(0, GAME_DURATION_MS - (now - startedAt));
  return Math.ceil(remaining / 1000);
}

export function isTimeUp(startedAt: number, now: number): boolean {
  return now - startedAt >= GAME_DURATION_MS;
}

/** The scores with `score` added, highest first, keeping the top `HIGH_SCORE_LIMIT`. */
export function insertHighScore(scores: readonly number[], score: number): number[] {
  return [...scores, score].sort((a, b) => b - a).slice(0, HIGH_SCORE_LIMIT);
}
