import { useCallback, useEffect, useState } from 'react';

/** Shown at widths up to 768 px or on a touch-first device. */
const SMALL_SCREEN_QUERY = '(max-width: 768px)';
const TOUCH_QUERY = '(pointer: coarse)';

/** `pending` until the page has hydrated and measured the screen; then `open` or `closed`. */
export type MobileNoticeState = 'pending' | 'open' | 'closed';

/** Whether the notice shows, decided once after hydration, and the way to dismiss it. */
export function useMobileNotice(): [MobileNoticeState, () => void] {
  const [state, setState] = useState<MobileNoticeState>('pending');
  useEffect(() => {
    const isSmall = window.matchMedia(SMALL_SCREEN_QUERY).matches || window.matchMedia(TOUCH_QUERY).matches;
    setState(isSmall ? 'open' : 'closed');
  }, []);
  const dismiss = useCallback(() => setState('closed'), []);
  return [state, dismiss];
}
