import { useEffect, useRef } from 'react';
import { startParticleScene } from './particle-scene';

/**
 * The drifting, linked particles behind the page (spec §4, §9). `onInteraction` fires when the
 * visitor has hovered over the particles, away from the content, for 10 s.
 */
export function ParticleBackground({ onInteraction }: { onInteraction: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onInteractionRef = useRef(onInteraction);

  useEffect(() => {
    onInteractionRef.current = onInteraction;
  }, [onInteraction]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    return startParticleScene(canvas, context, () => onInteractionRef.current());
  }, []);

  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex takes no focus; this one is pure decoration
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-particle-background=""
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
