import { useSyncExternalStore } from 'react';

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

export function setAudioMuted(next: boolean): void {
  muted = next;
  window.dispatchEvent(new CustomEvent<AudioMuteDetail>(AUDIO_MUTE_EVENT, { detail: { muted } }));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(AUDIO_MUTE_EVENT, listener);
  return () => window.removeEventListener(AUDIO_MUTE_EVENT, listener);
}

export function useAudioMuted(): boolean {
  return useSyncExternalStore(subscribe, isAudioMuted, () => false);
}
