type WebkitWindow = Window & { webkitAudioContext?: typeof AudioContext };

let context: AudioContext | null = null;
let isUnavailable = false;

/**
 * The page's one AudioContext, shared by music, game and particles (browsers cap how many a
 * page may open). Call it from a user gesture: outside one, browsers create it suspended.
 * Spec §8: when Web Audio is unsupported this is logged to the console once, and nothing else.
 */
export function openAudioContext(): AudioContext | null {
  if (context) {
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    return context;
  }
  if (isUnavailable) return null;
  try {
    const AudioContextClass = window.AudioContext ?? (window as WebkitWindow).webkitAudioContext;
    if (!AudioContextClass) throw new Error('Web Audio API is not available');
    context = new AudioContextClass();
  } catch (error) {
    isUnavailable = true;
    console.info('Audio unsupported: music and sound effects are off.', error);
    return null;
  }
  return context;
}

/** The shared context only if a gesture has already started it: sounds outside gestures use this. */
export function getRunningAudioContext(): AudioContext | null {
  return context?.state === 'running' ? context : null;
}
