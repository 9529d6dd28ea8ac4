import { isAudioMuted } from '../../lib/audio-bus';
import { getRunningAudioContext } from '../../lib/audio-context';

/** Spec §9: at most one particle sound per 150 ms. */
export const CHIME_THROTTLE_MS = 150;

/** A pentatonic scale (C major, two octaves up) so successive chimes never clash. */
const NOTES_HZ = [523.25, 587.33, 659.25, 783.99, 880, 1046.5];
/** Very quiet: a touch above the ambient music, well under the game's effects. */
const PEAK_GAIN = 0.012;
const DECAY_S = 0.35;

/** Returns a gate that opens at most once per `intervalMs`. */
export function createThrottle(intervalMs: number): (now: number) => boolean {
  let lastAt = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - lastAt < intervalMs) return false;
    lastAt = now;
    return true;
  };
}

/**
 * A soft bell-like ping when the pointer meets a particle. Silent until a gesture has started
 * audio (the music does that on the first click or key), and while the global mute is on.
 */
export function createParticleChime(): (now: number, particleIndex: number) => void {
  const isOpen = createThrottle(CHIME_THROTTLE_MS);
  return (now, particleIndex) => {
    if (isAudioMuted()) return;
    const context = getRunningAudioContext();
    if (!context || !isOpen(now)) return;
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = NOTES_HZ[particleIndex % NOTES_HZ.length] ?? 660;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(PEAK_GAIN, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + DECAY_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.onended = () => gain.disconnect();
    oscillator.start(start);
    oscillator.stop(start + DECAY_S + 0.02);
  };
}
