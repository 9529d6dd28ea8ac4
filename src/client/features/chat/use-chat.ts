import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatReply } from '../../../shared/api/chat';
import { apiRequest } from '../../lib/api';
import { GAME_OPEN_EVENT } from '../living-page-events';
import {
  AUTO_CLOSE_DELAY_MS,
  type ChatMessage,
  classifyMessage,
  createMessage,
  DECLINE_CLOSE_DELAY_MS,
  describeFailure,
  FOLLOW_UP,
  FOLLOW_UP_DELAY_MS,
  GAME_DECLINED,
  GAME_INVITATION,
  GREETING,
  isInputIdle,
} from './chat-rules';

export type OpenReason = 'button' | 'auto' | 'trigger';

const HISTORY_TURNS = 20;

/**
 * The chat widget's state and timers (spec §4 Chat). The page's islands decide when it opens by
 * itself (5 s after load without interaction, or the particles' hover trigger) and call `openFor`.
 */
export function useChat() {
  const [isOpen, setOpen] = useState(false);
  const [openReason, setOpenReason] = useState<OpenReason | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [isLoading, setLoading] = useState(false);
  const [isGameOffered, setGameOffered] = useState(false);
  const hasInteracted = useRef(false);
  const lastTypedAt = useRef<number | null>(null);
  const hasSent = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);

  const say = useCallback(
    (content: string) => setMessages((current) => [...current, createMessage('assistant', content)]),
    [],
  );

  const open = useCallback((reason: OpenReason) => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
    setOpenReason(reason);
  }, []);

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    hasInteracted.current = true;
    setOpen(false);
  }, []);

  // After an auto-open, an input left empty and unused for 10 s gets a last word, then the panel closes.
  useEffect(() => {
    if (!isOpen || openReason !== 'auto' || hasSent.current) return;
    const timer = window.setTimeout(() => {
      if (hasSent.current || !isInputIdle(input, lastTypedAt.current, Date.now())) return;
      say(FOLLOW_UP);
      closeTimer.current = window.setTimeout(() => setOpen(false), AUTO_CLOSE_DELAY_MS);
    }, FOLLOW_UP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isOpen, openReason, input, say]);

  /** An opening the page asks for: the timed greeting (unless the widget was used) or the game invitation. */
  const openFor = useCallback(
    (reason: OpenReason) => {
      if (reason === 'button') {
        hasInteracted.current = true;
        open('button');
      } else if (reason === 'trigger') {
        open('trigger');
        setGameOffered(true);
        say(GAME_INVITATION);
      } else if (!hasInteracted.current) {
        open('auto');
        setMessages((current) => (current.length === 0 ? [createMessage('assistant', GREETING)] : current));
      }
    },
    [open, say],
  );

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const changeInput = useCallback((value: string) => {
    hasInteracted.current = true;
    lastTypedAt.current = Date.now();
    setInput(value);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const action = classifyMessage(text, isGameOffered);
      if (action === 'ignore' || isLoading) return;
      hasInteracted.current = true;
      hasSent.current = true;
      window.clearTimeout(closeTimer.current);
      const userMessage = createMessage('user', text.trim());
      setMessages((current) => [...current, userMessage]);
      setInput('');
      if (action === 'open-game') {
        setGameOffered(false);
        window.dispatchEvent(new Event(GAME_OPEN_EVENT));
        return;
      }
      if (action === 'decline-game') {
        setGameOffered(false);
        say(GAME_DECLINED);
        closeTimer.current = window.setTimeout(() => setOpen(false), DECLINE_CLOSE_DELAY_MS);
        return;
      }
      setLoading(true);
      try {
        const history = messages.slice(-HISTORY_TURNS).map(({ role, content }) => ({ role, content }));
        const reply = await apiRequest<Partial<ChatReply>>('POST', '/api/chat', {
          message: userMessage.content,
          history,
        });
        setMessages((current) => [
          ...current,
          createMessage('assistant', reply.response ?? '', Date.now(), {
            sources: reply.sources ?? [],
            followUps: reply.followUps ?? [],
          }),
        ]);
      } catch (error) {
        say(describeFailure(error));
      } finally {
        setLoading(false);
      }
    },
    [isGameOffered, isLoading, messages, say],
  );

  const openFromButton = useCallback(() => openFor('button'), [openFor]);

  return {
    isOpen,
    openReason,
    messages,
    input,
    isLoading,
    changeInput,
    send,
    openFor,
    openFromButton,
    close,
  };
}
