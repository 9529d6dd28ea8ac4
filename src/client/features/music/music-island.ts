import { AUDIO_MUTE_EVENT, isAudioMuted } from '../../lib/audio-bus';
import { startAmbientEngine } from './ambient-engine';

/**
 * Starts the background music (spec §4) on the context the first gesture opened, and keeps it
 * following the global mute. <html data-music-state> says it plays, for tests and tools.
 */
export function startMusic(context: AudioContext): void {
  const engine = startAmbientEngine(context, isAudioMuted());
  window.addEventListener(AUDIO_MUTE_EVENT, () => engine.setMuted(isAudioMuted()));
  document.documentElement.dataset.musicState = 'playing';
}
