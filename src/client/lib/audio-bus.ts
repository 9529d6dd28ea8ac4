/**
 * The global audio-muted switch (spec §4): starts unmuted; toggling broadcasts a window
 * event carrying the muted value, which the music and the game follow.
 */
export const AUDIO_MUTE_EVENT = 'audio-mute';

export type AudioMuteDetail = { muted: boolean };

let muted = false;

export function isAudioMuted(): boolean {
  return muted;
}

/** Spec §9: the toggle's label names what a press does. */
export function muteToggleLabel(isMuted: boolean): string {
  return isMuted ? 'Unmute all sounds' : 'Mute all sounds';
}

export function setAudioMuted(next: boolean): void {
  muted = next;
  window.dispatchEvent(new CustomEvent<AudioMuteDetail>(AUDIO_MUTE_EVENT, { detail: { muted } }));
}

export function subscribeAudioMuted(listener: () => void): () => void {
  window.addEventListener(AUDIO_MUTE_EVENT, listener);
  return () => window.removeEventListener(AUDIO_MUTE_EVENT, listener);
}
