import { Bot, Loader2, MessageCircle, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { siteContent } from '../../../../content/site-content';
import { AssistantMessage } from './assistant-message';
import { type OpenReason, useChat } from './use-chat';

const firstName = siteContent.profile.firstName;

/** Shown when the visitor opens the chat with the round button. */
const SUGGESTED_QUESTIONS = [
  `What is ${firstName}'s experience with M&A integration?`,
  `Which certifications does ${firstName} hold?`,
  `What kind of roles is ${firstName} looking for?`,
  `How can I get in touch with ${firstName}?`,
];

export const CHAT_BUTTON_CLASS =
  'fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-offset-4';

/** How the page's islands open the widget once it is drawn. */
export type ChatOpener = (reason: OpenReason) => void;

/**
 * The round button and its panel. `onReady` hands the page the way to open it (the timed
 * greeting, the particles' invitation, a press of the prerendered button before this code came).
 */
export function ChatWidget({ onReady }: { onReady: (open: ChatOpener) => void }) {
  const chat = useChat();
  const { openFor } = chat;

  useEffect(() => onReady(openFor), [onReady, openFor]);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasAsked = chat.messages.some((message) => message.role === 'user');
  const latestAnswerId = chat.messages.at(-1)?.role === 'assistant' ? chat.messages.at(-1)?.id : undefined;

  // Opening with the button moves focus into the panel; an automatic opening never steals it.
  useEffect(() => {
    if (chat.isOpen && chat.openReason === 'button') inputRef.current?.focus();
  }, [chat.isOpen, chat.openReason]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the spinner is what scrolls the log down
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [chat.messages, chat.isLoading]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void chat.send(chat.input);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    chat.close();
    buttonRef.current?.focus();
  };

  return (
    <>
      {chat.isOpen ? (
        <div
          role="dialog"
          aria-label="Chat assistant"
          onKeyDown={closeOnEscape}
          className="fixed right-4 bottom-24 z-50 flex h-[600px] max-h-[calc(100vh-7rem)] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between bg-brand-600 px-4 py-3 text-white">
            <p className="flex items-center gap-2 font-semibold">
              <Bot aria-hidden="true" className="h-5 w-5" /> Ask about {firstName}
            </p>
            <button
              type="button"
              onClick={chat.close}
              aria-label="Close chat"
              className="rounded p-1 hover:bg-white/15"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="flex-1 space-y-3 overflow-y-auto p-4"
          >
            {chat.messages.map((message) =>
              message.role === 'user' ? (
                <p
                  key={message.id}
                  className="ml-auto max-w-[85%] rounded-2xl bg-brand-600 px-3 py-2 text-sm whitespace-pre-line text-white"
                >
                  <span className="sr-only">You: </span>
                  {message.content}
                </p>
              ) : (
                <AssistantMessage
                  key={message.id}
                  message={message}
                  isLatest={message.id === latestAnswerId && !chat.isLoading}
                  onAsk={(question) => void chat.send(question)}
                />
              ),
            )}
            {chat.isLoading ? (
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Thinking...
              </p>
            ) : null}
            {chat.openReason === 'button' && !hasAsked ? (
              <ul className="space-y-2 pt-2" aria-label="Suggested questions">
                {SUGGESTED_QUESTIONS.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => void chat.send(question)}
                      className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-700 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-700">
            <label htmlFor="chat-input" className="sr-only">
              Your question
            </label>
            <input
              id="chat-input"
              ref={inputRef}
              value={chat.input}
              onChange={(event) => chat.changeInput(event.target.value)}
              disabled={chat.isLoading}
              placeholder="Ask a question..."
              autoComplete="off"
              maxLength={1000}
              className="flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
            />
            <button
              type="submit"
              aria-label="Send message"
              disabled={chat.isLoading || chat.input.trim() === ''}
              className="rounded-md bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:opacity-50"
            >
              <Send aria-hidden="true" className="h-4 w-4" />
            </button>
          </form>
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={chat.isOpen ? chat.close : chat.openFromButton}
        aria-label={chat.isOpen ? 'Close chat' : 'Open chat'}
        aria-expanded={chat.isOpen}
        data-track="chat"
        className={CHAT_BUTTON_CLASS}
      >
        {chat.isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
    </>
  );
}
