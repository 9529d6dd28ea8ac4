import { AUTO_OPEN_DELAY_MS } from '../features/chat/chat-timings';
import type { OpenReason } from '../features/chat/use-chat';
import { PARTICLES_INTERACTION_EVENT } from '../features/living-page-events';
import { lazyIsland, showLoadFailure } from './wake';

const loadChat = lazyIsland(() => import('../features/chat/chat-island'));

/** What counts as the visitor interacting: then the chat never opens by itself (spec §4). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

function wake(reason: OpenReason | null) {
  const container = document.querySelector('[data-island="chat"]');
  if (!container) return;
  loadChat()
    .then(({ wakeChat }) => wakeChat(container, reason))
    .catch(() => showLoadFailure('The chat', () => wake(reason)));
}

/**
 * Shows the round chat button and starts the 5 s auto-open, unless the visitor clicks, scrolls,
 * types or touches first. A press of the button before the chat's code has come opens it when
 * the code arrives; so does the particles' hover trigger (the game invitation).
 */
export function startChat(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-chat-button]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => wake('button'));
  window.addEventListener(PARTICLES_INTERACTION_EVENT, () => wake('trigger'));

  const timer = window.setTimeout(() => {
    stopWatching();
    wake('auto');
  }, AUTO_OPEN_DELAY_MS);
  const onInteraction = () => {
    window.clearTimeout(timer);
    stopWatching();
  };
  const stopWatching = () => {
    for (const name of INTERACTIONS) window.removeEventListener(name, onInteraction, { capture: true });
  };
  for (const name of INTERACTIONS)
    window.addEventListener(name, onInteraction, { capture: true, passive: true });
}
