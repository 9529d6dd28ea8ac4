export type HoverTriggerOptions = { triggerMs: number; idleMs: number };

export type HoverSample = {
  /** At least one particle lies within the mouse radius of the pointer. */
  isNearParticle: boolean;
  /** The pointer is over page content (text, cards, controls) rather than the bare background. */
  isOverContent: boolean;
};

export type HoverPhase = 'idle' | 'hovering' | 'fired';

export type HoverTrigger = {
  /** A pointer move at `now`; true when this move completes the hover and fires the trigger. */
  move: (now: number, sample: HoverSample) => boolean;
  /** A clock tick without movement; true when the hover completes now. */
  tick: (now: number) => boolean;
  /** The pointer left the window. */
  leave: () => void;
  getPhase: () => HoverPhase;
};

/**
 * Spec §4: hovering over the particles continuously for `triggerMs` fires once; moving over
 * content, leaving the window or no movement near a particle for more than `idleMs` cancels.
 * A move over bare background with no particle near is not activity, so a brief gap between
 * particles only counts towards the idle limit instead of cancelling at once.
 * After firing it stays quiet until the hover is cancelled, so one long hover fires once.
 */
export function createHoverTrigger({ triggerMs, idleMs }: HoverTriggerOptions): HoverTrigger {
  let phase: HoverPhase = 'idle';
  let startedAt = 0;
  let lastActiveAt = 0;

  const cancel = () => {
    phase = 'idle';
  };

  const isIdleAt = (now: number) => now - lastActiveAt > idleMs;

  const completeAt = (now: number): boolean => {
    if (phase !== 'hovering' || now - startedAt < triggerMs) return false;
    phase = 'fired';
    return true;
  };

  const tick = (now: number): boolean => {
    if (phase === 'idle') return false;
    if (isIdleAt(now)) {
      cancel();
      return false;
    }
    return completeAt(now);
  };

  const move = (now: number, { isNearParticle, isOverContent }: HoverSample): boolean => {
    if (isOverContent) {
      cancel();
      return false;
    }
    if (phase !== 'idle' && isIdleAt(now)) cancel();
    if (!isNearParticle) return completeAt(now);
    if (phase === 'idle') {
      phase = 'hovering';
      startedAt = now;
    }
    lastActiveAt = now;
    return completeAt(now);
  };

  return { move, tick, leave: cancel, getPhase: () => phase };
}
