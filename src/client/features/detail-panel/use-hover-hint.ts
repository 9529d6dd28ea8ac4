import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The timings of Radix's tooltip, which the site adopts: a hint opens 700 ms after the pointer
 * arrives; once one has closed, the next opens at once for 300 ms, so a visitor running the
 * pointer along the cards is not kept waiting at each.
 */
export const HINT_DELAY_MS = 700;
export const HINT_SKIP_MS = 300;
/** Below this much room above the card, the hint shows under it instead. */
const ROOM_ABOVE_PX = 120;

export type HintPlacement = 'above' | 'below';

// Shared by every card on the page: the skip window runs from one card to the next.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Open state and placement of one card's hint, with the handlers that drive it. */
export function useHoverHint() {
  const [placement, setPlacement] = useState<HintPlacement | null>(null);
  const isOpen = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const openBeside = useCallback((element: HTMLElement) => {
    isOpen.current = true;
    setPlacement(element.getBoundingClientRect().top < ROOM_ABOVE_PX ? 'below' : 'above');
  }, []);

  const show = useCallback(
    (element: HTMLElement, { isImmediate = false } = {}) => {
      window.clearTimeout(timer.current);
      if (isImmediate || performance.now() - lastClosedAt < HINT_SKIP_MS) openBeside(element);
      else timer.current = window.setTimeout(() => openBeside(element), HINT_DELAY_MS);
    },
    [openBeside],
  );

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = performance.now();
    isOpen.current = false;
    setPlacement(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { placement, show, hide };
}
