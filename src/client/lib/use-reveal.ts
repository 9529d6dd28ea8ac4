import { type RefObject, useEffect } from 'react';

/** Spec §9: timeline items count as in view at 30% visibility. */
export const REVEAL_THRESHOLD = 0.3;

/** Adds the `animate` class once the element is 30% visible; the CSS fades and slides it in once. */
export function useReveal(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.classList.add('animate');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('animate');
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
