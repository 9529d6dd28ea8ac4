import { MessageCircle } from 'lucide-react';
import { CHAT_BUTTON_CLASS } from './chat-widget';

/**
 * The round chat button as the page is first drawn: hidden until the page's islands show it (on a
 * small screen only once the mobile notice is gone). A press wakes the chat island, which then
 * draws the widget in its place.
 */
export function ChatButton() {
  return (
    <div data-island="chat">
      <button
        type="button"
        hidden
        data-chat-button=""
        data-track="chat"
        aria-label="Open chat"
        aria-expanded="false"
        className={CHAT_BUTTON_CLASS}
      >
        <MessageCircle aria-hidden="true" className="h-6 w-6" />
      </button>
    </div>
  );
}
