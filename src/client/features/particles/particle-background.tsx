import { useEffect, useRef, useState } from 'react';
import { canRenderInWorker, type ParticleRenderer, startParticleScene } from './particle-scene';

/** The background waits for an idle period of its own, after the page's own work. */
const START_TIMEOUT_MS = 3000;

/**
 * The drifting, linked particles behind the page. `onInteraction` fires when the visitor has
 * hovered over the particles, away from the content, for 10 s. The canvas is drawn by a worker
 * (OffscreenCanvas) where the browser allows, else on the main thread; `data-particle-renderer`
 * says which.
 */
export function ParticleBackground({ onInteraction }: { onInteraction: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onInteractionRef = useRef(onInteraction);
  const [renderer, setRenderer] = useState<ParticleRenderer | null>(null);

  useEffect(() => {
    onInteractionRef.current = onInteraction;
  }, [onInteraction]);

  useEffect(() => {
    const choose = () =>
      setRenderer((current) => current ?? (canRenderInWorker() ? 'worker' : 'main-thread'));
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(choose, START_TIMEOUT_MS / 6);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(choose, { timeout: START_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !renderer) return;
    return startParticleScene(canvas, renderer, {
      onInteraction: () => onInteractionRef.current(),
      // A canvas handed to a worker cannot be drawn here any more: a new one (new key) takes over.
      onWorkerFailed: () => setRenderer('main-thread'),
    });
  }, [renderer]);

  if (!renderer) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex takes no focus; this one is pure decoration
    <canvas
      key={renderer}
      ref={canvasRef}
      aria-hidden="true"
      data-particle-background=""
      data-particle-renderer={renderer}
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
