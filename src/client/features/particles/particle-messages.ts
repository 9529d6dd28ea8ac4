/** Messages from the page to the particle worker. */
export type ParticleCommand =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      pixelRatio: number;
      isDark: boolean;
      isAnimating: boolean;
    }
  | { type: 'resize'; width: number; height: number; pixelRatio: number }
  | { type: 'pointer'; x: number; y: number; isOverContent: boolean }
  | { type: 'leave' }
  | { type: 'theme'; isDark: boolean }
  | { type: 'animate'; isAnimating: boolean };

/** Messages from the particle worker to the page. */
export type ParticleEvent =
  | { type: 'ready' }
  | { type: 'failed'; reason: string }
  | { type: 'interaction' }
  | { type: 'touch'; particleIndex: number };
