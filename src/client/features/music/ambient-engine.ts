import { CHORD_MS, chordAt, frequencyOf, LOW_PASS_HZ, targetGainFor } from './chord-loop';

export type AmbientEngine = { setMuted: (isMuted: boolean) => void; stop: () => void };

const CHORD_S = CHORD_MS / 1000;
/** Slow swells in and out, overlapping the next chord, so nothing clicks or gaps. */
const ATTACK_S = 1.2;
const RELEASE_S = 1.5;
/** Per-voice level before the master gain; four voices sum to about 1. */
const VOICE_LEVEL = 0.22;
/** The master follows mute over this long: quick, but a ramp rather than a click. */
const MUTE_RAMP_S = 0.3;
const FADE_IN_S = 2;

/**
 * A slow generated chord loop: soft sine and triangle voices through an 800 Hz low-pass into
 * one master gain (0.015, or 0 when muted), a new chord every 4 s.
 */
export function startAmbientEngine(context: AudioContext, isMuted: boolean): AmbientEngine {
  const master = context.createGain();
  const filter = context.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = LOW_PASS_HZ;
  filter.Q.value = 0.5;
  filter.connect(master).connect(context.destination);
  master.gain.setValueAtTime(0, context.currentTime);
  master.gain.linearRampToValueAtTime(targetGainFor(isMuted), context.currentTime + FADE_IN_S);

  let step = 0;

  const playChord = () => {
    const start = context.currentTime;
    const end = start + CHORD_S + RELEASE_S;
    chordAt(step).forEach((note, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = index % 2 === 0 ? 'sine' : 'triangle';
      oscillator.frequency.value = frequencyOf(note);
      // A few cents of drift per voice keeps the pad from sounding static.
      oscillator.detune.value = (Math.random() - 0.5) * 8;
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(VOICE_LEVEL, start + ATTACK_S);
      gain.gain.setValueAtTime(VOICE_LEVEL, start + CHORD_S);
      gain.gain.linearRampToValueAtTime(0, end);
      oscillator.connect(gain).connect(filter);
      oscillator.onended = () => gain.disconnect();
      oscillator.start(start);
      oscillator.stop(end + 0.05);
    });
    step += 1;
  };

  playChord();
  const timer = window.setInterval(playChord, CHORD_MS);

  const rampMasterTo = (value: number, seconds: number) => {
    const now = context.currentTime;
    master.gain.cancelScheduledValues(now);
    master.gain.setValueAtTime(master.gain.value, now);
    master.gain.linearRampToValueAtTime(value, now + seconds);
  };

  return {
    setMuted: (nextMuted) => rampMasterTo(targetGainFor(nextMuted), MUTE_RAMP_S),
    stop: () => {
      window.clearInterval(timer);
      rampMasterTo(0, 0.1);
      // Voices already scheduled end by themselves within a chord; cutting the chain after the
      // fade silences them at once without a click.
      window.setTimeout(() => {
        filter.disconnect();
        master.disconnect();
      }, 200);
    },
  };
}
