import { type Canvas2D, drawParticleField } from './draw-particles';
import { createHoverTrigger } from './hover-trigger';
import {
  createParticleField,
  LINK_DISTANCE,
  measurePointer,
  PARTICLE_COUNT,
  type ParticleField,
  resizeParticleField,
  stepParticleField,
} from './particle-field';
import { createSpatialGrid, findLinks } from './spatial-grid';

/** Hovering over the particles for 10 s fires the trigger; 1 s without movement cancels it. */
export const HOVER_TRIGGER = { triggerMs: 10_000, idleMs: 1_000 };
/** Sharper than 2x costs fill rate on every frame for no visible gain on dots and hairlines. */
export const MAX_PIXEL_RATIO = 2;
/** After a stall (a busy thread, a background tab) resume smoothly instead of jumping. */
const MAX_FRAME_MS = 50;
/** The pointer "touches" a particle this close; each new touch is a chime. */
const TOUCH_DISTANCE = 28;

export type ParticleSurface = { canvas: { width: number; height: number }; context: Canvas2D };

/** What the engine tells its host: the hover trigger fired, or the pointer touched a particle. */
export type ParticleEngineEvents = { onInteraction: () => void; onTouch: (particleIndex: number) => void };

/** The same commands whether the engine runs here or in the worker (then as messages). */
export type ParticleEngine = {
  resize: (width: number, height: number, pixelRatio: number) => void;
  movePointer: (x: number, y: number, isOverContent: boolean) => void;
  leavePointer: () => void;
  setDark: (isDark: boolean) => void;
  /** False draws one still frame and stops: a hidden tab, an off-screen canvas, reduced motion. */
  setAnimating: (isAnimating: boolean) => void;
  stop: () => void;
};

type FrameClock = { request: (callback: () => void) => number; cancel: (handle: number) => void };

/** Dedicated workers in Chromium and Firefox have requestAnimationFrame; elsewhere a 60 Hz timer. */
function createFrameClock(): FrameClock {
  // Wrapped, not passed as they are: called as a method of this object, a bare
  // cancelAnimationFrame throws "Illegal invocation".
  if (typeof requestAnimationFrame === 'function') {
    return {
      request: (callback) => requestAnimationFrame(callback),
      cancel: (handle) => cancelAnimationFrame(handle),
    };
  }
  return {
    request: (callback) => Number(setTimeout(callback, 16)),
    cancel: (handle) => clearTimeout(handle),
  };
}

/**
 * The background's whole simulation and drawing, free of the DOM so it runs in a worker on an
 * OffscreenCanvas or, as a fallback, on the main thread: 150 drifting particles, links within
 * 80 px found through a spatial grid, a push away from the pointer within 100 px, and the hover
 * trigger.
 */
export function createParticleEngine(
  surface: ParticleSurface,
  events: ParticleEngineEvents,
  rng: () => number = Math.random,
): ParticleEngine {
  const { canvas, context } = surface;
  // Made at the first size: the particles are scattered over the viewport they start in.
  let field: ParticleField | undefined;
  const grid = createSpatialGrid(LINK_DISTANCE, PARTICLE_COUNT);
  const trigger = createHoverTrigger(HOVER_TRIGGER);
  const clock = createFrameClock();
  const pointer = { x: 0, y: 0, isInside: false, isOverContent: false, touchedIndex: -1 };
  let isDark = false;
  let isAnimating = false;
  let frame = 0;
  let lastFrameAt = 0;

  const draw = () => {
    if (field) drawParticleField(context, field, findLinks(grid, field), isDark);
  };

  const renderFrame = () => {
    const now = performance.now();
    const dt = Math.min(now - lastFrameAt, MAX_FRAME_MS);
    lastFrameAt = now;
    if (field) stepParticleField(field, dt, pointer.x, pointer.y, pointer.isInside && !pointer.isOverContent);
    draw();
    if (trigger.tick(now)) events.onInteraction();
    frame = clock.request(renderFrame);
  };

  const setAnimating = (next: boolean) => {
    isAnimating = next;
    if (isAnimating && !frame) {
      lastFrameAt = performance.now();
      frame = clock.request(renderFrame);
    } else if (!isAnimating) {
      clock.cancel(frame);
      frame = 0;
      draw();
    }
  };

  return {
    resize(width, height, pixelRatio) {
      const ratio = Math.min(pixelRatio || 1, MAX_PIXEL_RATIO);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (field) resizeParticleField(field, width, height);
      else field = createParticleField(PARTICLE_COUNT, width, height, rng);
      draw();
    },
    movePointer(x, y, isOverContent) {
      if (!field) return;
      const now = performance.now();
      Object.assign(pointer, { x, y, isInside: true, isOverContent });
      const nearCount = measurePointer(field, x, y);
      const touched = field.nearestIndex;
      const isTouching =
        touched >= 0 &&
        !isOverContent &&
        Math.hypot((field.xs[touched] ?? 0) - x, (field.ys[touched] ?? 0) - y) <= TOUCH_DISTANCE;
      if (isTouching && touched !== pointer.touchedIndex) events.onTouch(touched);
      pointer.touchedIndex = isTouching ? touched : -1;
      if (trigger.move(now, { isNearParticle: nearCount > 0, isOverContent })) events.onInteraction();
    },
    leavePointer() {
      pointer.isInside = false;
      pointer.touchedIndex = -1;
      trigger.leave();
    },
    setDark(next) {
      isDark = next;
      if (!isAnimating) draw();
    },
    setAnimating,
    stop() {
      clock.cancel(frame);
      frame = 0;
      isAnimating = false;
    },
  };
}
