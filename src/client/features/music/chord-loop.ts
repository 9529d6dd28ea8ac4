/** Spec §9: a chord every 4 s, output volume 0.015 (0 when muted), low-pass at 800 Hz. */
export const CHORD_MS = 4000;
export const MUSIC_GAIN = 0.015;
export const LOW_PASS_HZ = 800;

/** Cmaj7 – Am7 – Fmaj7 – G6, voiced low and close (MIDI note numbers). */
export const PROGRESSION: readonly (readonly number[])[] = [
  [48, 52, 55, 59],
  [45, 48, 52, 55],
  [41, 45, 48, 52],
  [43, 47, 50, 52],
];

export function frequencyOf(midiNote: number): number {
  return 440 * 2 ** ((midiNote - 69) / 12);
}

export function chordAt(step: number): readonly number[] {
  const length = PROGRESSION.length;
  return PROGRESSION[((step % length) + length) % length] ?? [];
}

export function targetGainFor(isMuted: boolean): number {
  return isMuted ? 0 : MUSIC_GAIN;
}
