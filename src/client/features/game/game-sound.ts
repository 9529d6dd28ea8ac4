import { AUDIO_MUTE_EVENT, isAudioMuted } from '../../lib/audio-bus';
import { getRunningAudioContext, openAudioContext } from '../../lib/audio-context';

export type GameSound = {
  /** A short blip, higher for a 2-point catch. Call it from the pointer event (a user gesture). */
  playCollect: (points: number) => void;
  /** A falling three-note tone at the end of the countdown. */
  playGameOver: () => void;
  dispose: () => void;
};

type Note = { at: number; hz: number; toHz: number; length: number; peak: number; type: OscillatorType };

const COLLECT_PEAK = 0.08;
const GAME_OVER_PEAK = 0.07;

/**
 * The game's effects, all through one output gain that the global mute silences at once, even
 * mid-tone. `data-game-sound` on <html> ('on' | 'off') mirrors the state while the game is open.
 */
export function createGameSound(): GameSound {
  const root = document.documentElement;
  let output: GainNode | null = null;

  const levelNow = () => (isAudioMuted() ? 0 : 1);
  const showState = () => {
    root.dataset.gameSound = isAudioMuted() ? 'off' : 'on';
  };

  const getOutput = (context: AudioContext): GainNode => {
    if (!output) {
      output = context.createGain();
      output.gain.value = levelNow();
      output.connect(context.destination);
    }
    return output;
  };

  const playNotes = (context: AudioContext, notes: readonly Note[]) => {
    const destination = getOutput(context);
    const start = context.currentTime;
    for (const note of notes) {
      const at = start + note.at;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.type;
      oscillator.frequency.setValueAtTime(note.hz, at);
      oscillator.frequency.exponentialRampToValueAtTime(note.toHz, at + note.length * 0.6);
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(note.peak, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + note.length);
      oscillator.connect(gain).connect(destination);
      oscillator.onended = () => gain.disconnect();
      oscillator.start(at);
      oscillator.stop(at + note.length + 0.02);
    }
  };

  const handleMute = () => {
    showState();
    if (!output) return;
    const now = output.context.currentTime;
    output.gain.cancelScheduledValues(now);
    output.gain.setValueAtTime(levelNow(), now);
  };

  showState();
  window.addEventListener(AUDIO_MUTE_EVENT, handleMute);

  return {
    playCollect: (points) => {
      if (isAudioMuted()) return;
      const context = openAudioContext();
      if (!context) return;
      const hz = points > 1 ? 880 : 660;
      playNotes(context, [{ at: 0, hz, toHz: hz * 1.5, length: 0.14, peak: COLLECT_PEAK, type: 'triangle' }]);
    },
    playGameOver: () => {
      if (isAudioMuted()) return;
      const context = getRunningAudioContext();
      if (!context) return;
      playNotes(context, [
        { at: 0, hz: 523.25, toHz: 523.25, length: 0.22, peak: GAME_OVER_PEAK, type: 'sine' },
        { at: 0.2, hz: 392, toHz: 392, length: 0.22, peak: GAME_OVER_PEAK, type: 'sine' },
        { at: 0.4, hz: 261.63, toHz: 261.63, length: 0.8, peak: GAME_OVER_PEAK, type: 'sine' },
      ]);
    },
    dispose: () => {
      window.removeEventListener(AUDIO_MUTE_EVENT, handleMute);
      delete root.dataset.gameSound;
      output?.disconnect();
      output = null;
    },
  };
}
