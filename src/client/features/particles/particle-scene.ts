import { isOverContent } from './content-target';
import { createParticleChime } from './particle-chime';
import {
  createParticleEngine,
  MAX_PIXEL_RATIO,
  type ParticleEngine,
  type ParticleEngineEvents,
} from './particle-engine';
import type { ParticleCommand, ParticleEvent } from './particle-messages';

export type ParticleRenderer = 'worker' | 'main-thread';

export type ParticleSceneCallbacks = {
  onInteraction: () => void;
  /** The worker could not start; the canvas is spent (transferred), so the caller needs a new one. */
  onWorkerFailed: () => void;
};

/** A worker drawing on an OffscreenCanvas keeps the animation off the main thread entirely. */
export function canRenderInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

const isDarkTheme = () => document.documentElement.classList.contains('dark');

/** Starts the engine in a worker; its commands travel as messages. */
function startInWorker(
  canvas: HTMLCanvasElement,
  events: ParticleEngineEvents,
  onFailed: () => void,
  isAnimating: boolean,
): ParticleEngine {
  // The bitmap keeps the size it has when handed over; later sizes are the worker's to set.
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  canvas.width = Math.round(window.innerWidth * ratio);
  canvas.height = Math.round(window.innerHeight * ratio);
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./particle-worker.ts', import.meta.url), { type: 'module' });
  let isReady = false;
  let hasFailed = false;
  const fail = () => {
    if (isReady || hasFailed) return;
    hasFailed = true;
    worker.terminate();
    onFailed();
  };
  worker.addEventListener('message', ({ data }: MessageEvent<ParticleEvent>) => {
    if (data.type === 'ready') isReady = true;
    else if (data.type === 'failed') fail();
    else if (data.type === 'interaction') events.onInteraction();
    else if (data.type === 'touch') events.onTouch(data.particleIndex);
  });
  worker.addEventListener('error', fail);
  const post = (command: ParticleCommand, transfer: Transferable[] = []) =>
    worker.postMessage(command, transfer);
  post(
    {
      type: 'start',
      canvas: offscreen,
      width: window.innerWidth,
      height: window.innerHeight,
      pixelRatio: window.devicePixelRatio,
      isDark: isDarkTheme(),
      isAnimating,
    },
    [offscreen],
  );
  return {
    resize: (width, height, pixelRatio) => post({ type: 'resize', width, height, pixelRatio }),
    movePointer: (x, y, isOverContent) => post({ type: 'pointer', x, y, isOverContent }),
    leavePointer: () => post({ type: 'leave' }),
    setDark: (isDark) => post({ type: 'theme', isDark }),
    setAnimating: (next) => post({ type: 'animate', isAnimating: next }),
    stop: () => worker.terminate(),
  };
}

/** The fallback: the same engine on the main thread, drawing on the canvas itself. */
function startOnMainThread(canvas: HTMLCanvasElement, events: ParticleEngineEvents): ParticleEngine | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const engine = createParticleEngine({ canvas, context }, events);
  engine.setDark(isDarkTheme());
  engine.resize(window.innerWidth, window.innerHeight, window.devicePixelRatio);
  return engine;
}

/**
 * Runs the background on `canvas` until the returned function is called. The page keeps what
 * only it can know: where the pointer is and whether it is over content, the theme, and whether
 * to animate at all (not in a hidden tab, not while the canvas is off screen, never under
 * reduced motion, which gets one still frame). The chime plays here, where audio lives.
 */
export function startParticleScene(
  canvas: HTMLCanvasElement,
  renderer: ParticleRenderer,
  callbacks: ParticleSceneCallbacks,
): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const chime = createParticleChime();
  const events: ParticleEngineEvents = {
    onInteraction: callbacks.onInteraction,
    onTouch: (particleIndex) => chime(performance.now(), particleIndex),
  };
  let isOnScreen = true;
  const shouldAnimate = () => !reducedMotion.matches && !document.hidden && isOnScreen;

  const engine =
    renderer === 'worker'
      ? startInWorker(canvas, events, callbacks.onWorkerFailed, shouldAnimate())
      : startOnMainThread(canvas, events);
  if (!engine) return () => {};
  if (renderer === 'main-thread') engine.setAnimating(shouldAnimate());

  let lastTarget: EventTarget | null = null;
  let isPointerOverContent = false;
  let resizeFrame = 0;

  const updateLoop = () => engine.setAnimating(shouldAnimate());
  const handlePointerMove = (event: PointerEvent) => {
    if (event.target !== lastTarget) {
      lastTarget = event.target;
      isPointerOverContent = isOverContent(event.target);
    }
    engine.movePointer(event.clientX, event.clientY, isPointerOverContent);
  };
  const handleLeave = () => {
    lastTarget = null;
    engine.leavePointer();
  };
  const handlePointerOut = (event: PointerEvent) => {
    if (event.relatedTarget === null) handleLeave();
  };
  const handleResize = () => {
    if (resizeFrame) return;
    resizeFrame = requestAnimationFrame(() => {
      resizeFrame = 0;
      engine.resize(window.innerWidth, window.innerHeight, window.devicePixelRatio);
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
  const themeWatch = new MutationObserver(() => engine.setDark(isDarkTheme()));

  visibility.observe(canvas);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  window.addEventListener('pointermove', handlePointerMove, { passive: true });
  window.addEventListener('pointerout', handlePointerOut, { passive: true });
  window.addEventListener('blur', handleLeave);
  window.addEventListener('resize', handleResize);
  document.addEventListener('visibilitychange', handleVisibility);
  reducedMotion.addEventListener('change', updateLoop);

  return () => {
    engine.stop();
    cancelAnimationFrame(resizeFrame);
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
