import { useEffect } from 'react';
import { AUDIO_MUTE_EVENT, isAudioMuted } from '../../lib/audio-bus';
import { openAudioContext } from '../../lib/audio-context';
import { type AmbientEngine, startAmbientEngine } from './ambient-engine';
import { targetGainFor } from './chord-loop';

/**
 * Events that let a page start audio. touchend rather than touchstart: browsers grant the
 * audio permission ("user activation") on the end of a tap, not its start.
 */
const GESTURES = ['click', 'keydown', 'touchend'] as const;

/**
 * Background music (spec §4): starts on the first click, key press or touch, follows the global
 * mute, stops on unmount. <html> mirrors it for tests and tools: data-music-state
 * ('idle' | 'playing') and data-music-gain (the master's target, '0.015' or '0').
 */
export function useAmbientMusic(): void {
  useEffect(() => {
    const root = document.documentElement;
    let engine: AmbientEngine | null = null;

    const showGain = () => {
      root.dataset.musicGain = String(targetGainFor(isAudioMuted()));
    };

    const handleMute = () => {
      showGain();
      engine?.setMuted(isAudioMuted());
    };

    const removeGestureListeners = () => {
      for (const name of GESTURES) window.removeEventListener(name, handleGesture, { capture: true });
    };

    function handleGesture(event: Event) {
      // Escape does not count as user activation, so audio started on it would stay suspended.
      if (event instanceof KeyboardEvent && event.key === 'Escape') return;
      removeGestureListeners();
      const context = openAudioContext();
      if (!context) return;
      engine = startAmbientEngine(context, isAudioMuted());
      root.dataset.musicState = 'playing';
    }

    root.dataset.musicState = 'idle';
    showGain();
    window.addEventListener(AUDIO_MUTE_EVENT, handleMute);
    for (const name of GESTURES) {
      window.addEventListener(name, handleGesture, { capture: true, passive: true });
    }

    return () => {
      removeGestureListeners();
      window.removeEventListener(AUDIO_MUTE_EVENT, handleMute);
      engine?.stop();
      engine = null;
      root.dataset.musicState = 'idle';
    };
  }, []);
}
