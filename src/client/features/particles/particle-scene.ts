import { isOverContent } from './content-target';
import { drawParticleField } from './draw-particles';
import { createHoverTrigger } from './hover-trigger';
import { createParticleChime } from './particle-chime';
import {
  createParticleField,
  measurePointer,
  PARTICLE_COUNT,
  resizeParticleField,
  stepParticleField,
} from './particle-field';

/** Spec §9: the hover trigger fires after 10 s and is cancelled after 1 s without movement. */
const HOVER_TRIGGER = { triggerMs: 10_000, idleMs: 1_000 };
/** Sharper than 2x costs fill rate on every frame for no visible gain on dots and hairlines. */
const MAX_PIXEL_RATIO = 2;
/** After a stall (a busy main thread, a background tab) resume smoothly instead of jumping. */
const MAX_FRAME_MS = 50;
/** The pointer "touches" a particle this close; each new touch is a chime. */
const TOUCH_DISTANCE = 28;

/**
 * Runs the background on `canvas` until the returned function is called: animation paused while
 * the tab is hidden or the canvas off-screen, a static frame under reduced motion, and pointer
 * tracking on window (the canvas itself takes no pointer events).
 */
export function startParticleScene(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  onInteraction: () => void,
): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const field = createParticleField(PARTICLE_COUNT, window.innerWidth, window.innerHeight, Math.random);
  const trigger = createHoverTrigger(HOVER_TRIGGER);
  const chime = createParticleChime();
  const pointer = { x: 0, y: 0, isInside: false, isOverContent: false, touchedIndex: -1 };
  let lastTarget: EventTarget | null = null;
  let frame = 0;
  let resizeFrame = 0;
  let lastFrameAt = 0;
  let isOnScreen = true;

  const draw = () => drawParticleField(context, field, document.documentElement.classList.contains('dark'));

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    resizeParticleField(field, width, height);
    draw();
  };

  const renderFrame = () => {
    const now = performance.now();
    const dt = Math.min(now - lastFrameAt, MAX_FRAME_MS);
    lastFrameAt = now;
    stepParticleField(field, dt, pointer.x, pointer.y, pointer.isInside && !pointer.isOverContent);
    draw();
    if (trigger.tick(now)) onInteraction();
    frame = requestAnimationFrame(renderFrame);
  };

  const updateLoop = () => {
    const shouldAnimate = !reducedMotion.matches && !document.hidden && isOnScreen;
    if (shouldAnimate && !frame) {
      lastFrameAt = performance.now();
      frame = requestAnimationFrame(renderFrame);
    } else if (!shouldAnimate) {
      cancelAnimationFrame(frame);
      frame = 0;
      draw();
    }
  };

  const handlePointerMove = (event: PointerEvent) => {
    const now = performance.now();
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    pointer.isInside = true;
    if (event.target !== lastTarget) {
      lastTarget = event.target;
      pointer.isOverContent = isOverContent(event.target);
    }
    const nearCount = measurePointer(field, pointer.x, pointer.y);
    const touched = field.nearestIndex;
    const isTouching =
      touched >= 0 &&
      !pointer.isOverContent &&
      Math.hypot((field.xs[touched] ?? 0) - pointer.x, (field.ys[touched] ?? 0) - pointer.y) <=
        TOUCH_DISTANCE;
    if (isTouching && touched !== pointer.touchedIndex) chime(now, touched);
    pointer.touchedIndex = isTouching ? touched : -1;
    if (trigger.move(now, { isNearParticle: nearCount > 0, isOverContent: pointer.isOverContent })) {
      onInteraction();
    }
  };

  const handleLeave = () => {
    pointer.isInside = false;
    lastTarget = null;
    trigger.leave();
  };
  const handlePointerOut = (event: PointerEvent) => {
    if (event.relatedTarget === null) handleLeave();
  };
  const handleResize = () => {
    if (resizeFrame) return;
    resizeFrame = requestAnimationFrame(() => {
      resizeFrame = 0;
      resize();
    });
  };
  const handleVisibility = () => {
    if (document.hidden) handleLeave();
    updateLoop();
  };

  const visibility = new IntersectionObserver((entries) => {
    isOnScreen = entries.some((entry) => entry.isIntersecting);
    updateLoop();
  });
  // The static frame (reduced motion) must follow a theme switch too.
  const themeWatch = new MutationObserver(() => {
    if (!frame) draw();
  });

  resize();
  updateLoop();
  visibility.observe(canvas);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  window.addEventListener('pointermove', handlePointerMove, { passive: true });
  window.addEventListener('pointerout', handlePointerOut, { passive: true });
  window.addEventListener('blur', handleLeave);
  window.addEventListener('resize', handleResize);
  document.addEventListener('visibilitychange', handleVisibility);
  reducedMotion.addEventListener('change', updateLoop);

  return () => {
    cancelAnimationFrame(frame);
    cancelAnimationFrame(resizeFrame);
    frame = 0;
    visibility.disconnect();
    themeWatch.disconnect();
    window.removeEventListener('pointermove', handlePointerMove);
    window.removeEventListener('pointerout', handlePointerOut);
    window.removeEventListener('blur', handleLeave);
    window.removeEventListener('resize', handleResize);
    document.removeEventListener('visibilitychange', handleVisibility);
    reducedMotion.removeEventListener('change', updateLoop);
  };
}
