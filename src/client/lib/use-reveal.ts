import { type RefObject, useEffect, useState } from 'react';

/** Timeline items count as in view once 30% of them is visible. */
export const REVEAL_THRESHOLD = 0.3;

/**
 * True once the element has been 30% visible, and from then on: the caller puts the `animate`
 * class in its own class list, so a re-render (a panel opening, a hover) can never drop it.
 */
export function useReveal(ref: RefObject<HTMLElement | null>): boolean {
  const [isRevealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isRevealed) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isRevealed]);

  return isRevealed;
}
