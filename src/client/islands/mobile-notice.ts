/** Shown at widths up to 768 px or on a touch-first device (spec §2, §9). */
const SMALL_SCREEN_QUERY = '(max-width: 768px)';
const TOUCH_QUERY = '(pointer: coarse)';
const DISMISS_EVENTS = ['click', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * "Mobile Site Under Construction" on a small screen, dismissed by any click, touch, key press or
 * scroll; `then` runs once the notice is gone, or at once where it does not show.
 */
export function showMobileNoticeThen(then: () => void): void {
  const notice = document.querySelector<HTMLElement>('[data-mobile-notice]');
  const isSmall = window.matchMedia(SMALL_SCREEN_QUERY).matches || window.matchMedia(TOUCH_QUERY).matches;
  if (!notice || !isSmall) {
    then();
    return;
  }
  notice.hidden = false;
  const dismiss = () => {
    for (const name of DISMISS_EVENTS) window.removeEventListener(name, dismiss, { capture: true });
    notice.hidden = true;
    // After this event has finished: the gesture that dismissed the notice is not the visitor
    // interacting with the page, so it must not reach the chat's interaction watch.
    window.setTimeout(then, 0);
  };
  for (const name of DISMISS_EVENTS) window.addEventListener(name, dismiss, { capture: true, passive: true });
}
