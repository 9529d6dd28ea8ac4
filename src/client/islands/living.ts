import { GAME_OPEN_EVENT, PARTICLES_INTERACTION_EVENT } from '../features/living-page-events';
import { targetGainFor } from '../features/music/chord-loop';
import { AUDIO_MUTE_EVENT, isAudioMuted } from '../lib/audio-bus';
import { openAudioContext } from '../lib/audio-context';
import { lazyIsland, showLoadFailure } from './wake';

const loadParticles = lazyIsland(() => import('../features/particles/particles-island'));
const loadMusic = lazyIsland(() => import('../features/music/music-island'));
const loadGame = lazyIsland(() => import('../features/game/game-island'));

/** The particles wait for an idle period of their own, after the page's own work (spec: idle start). */
const PARTICLES_IDLE_TIMEOUT_MS = 3000;

/**
 * Events that let a page start audio. touchend rather than touchstart: browsers grant the
 * audio permission ("user activation") on the end of a tap, not its start.
 */
const GESTURES = ['click', 'keydown', 'touchend'] as const;

function startParticlesWhenIdle() {
  const start = () =>
    void loadParticles()
      .then(({ startParticles }) =>
        startParticles(() => window.dispatchEvent(new Event(PARTICLES_INTERACTION_EVENT))),
      )
      // Decoration: without it the page is whole, so a failure is not worth a message.
      .catch(() => undefined);
  if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: PARTICLES_IDLE_TIMEOUT_MS });
  else window.setTimeout(start, PARTICLES_IDLE_TIMEOUT_MS / 6);
}

/**
 * Background music (spec §4): starts on the first click, key press or touch and follows the
 * global mute. The audio context is opened in the gesture itself; the engine's code follows.
 * <html> mirrors it for tests and tools: data-music-state ('idle' | 'playing') and
 * data-music-gain (the master's target, '0.015' or '0').
 */
function startMusicOnFirstGesture() {
  const root = document.documentElement;
  const showGain = () => {
    root.dataset.musicGain = String(targetGainFor(isAudioMuted()));
  };
  root.dataset.musicState = 'idle';
  showGain();
  window.addEventListener(AUDIO_MUTE_EVENT, showGain);

  const onGesture = (event: Event) => {
    // Escape does not count as user activation, so audio started on it would stay suspended.
    if (event instanceof KeyboardEvent && event.key === 'Escape') return;
    for (const name of GESTURES) window.removeEventListener(name, onGesture, { capture: true });
    const context = openAudioContext();
    if (context)
      void loadMusic()
        .then(({ startMusic }) => startMusic(context))
        .catch(() => undefined);
  };
  for (const name of GESTURES) window.addEventListener(name, onGesture, { capture: true, passive: true });
}

function openGame() {
  loadGame()
    .then((game) => game.openGame())
    .catch(() => showLoadFailure('The game', openGame));
}

/** What makes the landing page feel alive: particles, music and the hidden game. */
export function bindLivingPage(): void {
  startParticlesWhenIdle();
  startMusicOnFirstGesture();
  window.addEventListener(GAME_OPEN_EVENT, openGame);
}
