import { renderIsland } from '../../islands/react-island';
import { type ChatOpener, ChatWidget } from './chat-widget';
import type { OpenReason } from './use-chat';

let opener: ChatOpener | null = null;
let isDrawn = false;
const pending: OpenReason[] = [];

function ready(open: ChatOpener) {
  opener = open;
  for (const reason of pending.splice(0)) open(reason);
}

/**
 * Draws the chat widget in place of the prerendered button, then opens it for `reason`: an
 * opening asked for before the widget was ready waits for it, never lost.
 */
export function wakeChat(container: Element, reason: OpenReason | null): void {
  if (!isDrawn) {
    isDrawn = true;
    void renderIsland(container, <ChatWidget onReady={ready} />, 'The chat');
  }
  if (!reason) return;
  if (opener) opener(reason);
  else pending.push(reason);
}
