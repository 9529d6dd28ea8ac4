import { canRenderInWorker, type ParticleRenderer, startParticleScene } from './particle-scene';

/** The canvas behind the page: decoration, so hidden from assistive technology and pointers. */
function createCanvas(renderer: ParticleRenderer): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.particleBackground = '';
  canvas.dataset.particleRenderer = renderer;
  canvas.className = 'pointer-events-none fixed inset-0 -z-10 h-full w-full';
  document.body.prepend(canvas);
  return canvas;
}

/**
 * The drifting, linked particles behind the page. `onInteraction` fires when the visitor has
 * hovered over the particles, away from the content, for 10 s. The canvas is drawn by a worker
 * (OffscreenCanvas) where the browser allows, else on the main thread; `data-particle-renderer`
 * says which.
 */
export function startParticles(onInteraction: () => void): void {
  const start = (renderer: ParticleRenderer) => {
    const canvas = createCanvas(renderer);
    startParticleScene(canvas, renderer, {
      onInteraction,
      // A canvas handed to a worker cannot be drawn here any more: a new one takes over.
      onWorkerFailed: () => {
        canvas.remove();
        start('main-thread');
      },
    });
  };
  start(canRenderInWorker() ? 'worker' : 'main-thread');
}
