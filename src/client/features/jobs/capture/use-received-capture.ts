import { useEffect, useState } from 'react';
import { CAPTURE_READY_MESSAGE } from '../../../../shared/api/job-capture';
import {
  acceptCaptureMessage,
  keepCapture,
  type ReceivedCapture,
  readCaptureFragment,
  readKeptCapture,
} from './receive-capture';

/** How long the popup waits for its opener's page before settling for the address alone. */
const WAIT_FOR_PAGE_MS = 4_000;

export type CaptureState =
  | { status: 'waiting' }
  | { status: 'received'; capture: ReceivedCapture }
  /** Only the address and title came (the job page cut the popup off from itself). */
  | { status: 'address-only'; capture: ReceivedCapture }
  | { status: 'none' };

/**
 * The page the bookmarklet sends: asked for from the opener once this popup is ready, taken only
 * as acceptCaptureMessage allows, and kept for the tab. Runs before sign-in is known, so a page
 * that arrives while the owner still has to sign in is not lost.
 */
export function useReceivedCapture(): CaptureState {
  const [state, setState] = useState<CaptureState>(() => {
    const kept = typeof window === 'undefined' ? null : readKeptCapture();
    return kept ? { status: 'received', capture: kept } : { status: 'waiting' };
  });

  useEffect(() => {
    if (state.status !== 'waiting') return;
    const fromFragment = readCaptureFragment(window.location.hash);
    const settle = () =>
      setState(
        fromFragment
          ? {
              status: 'address-only',
              capture: { page: fromFragment, from: new URL(fromFragment.url).origin },
            }
          : { status: 'none' },
      );
    const opener = window.opener as Window | null;
    if (!opener) {
      settle();
      return;
    }
    const onMessage = (event: MessageEvent) => {
      const capture = acceptCaptureMessage(event, opener);
      if (!capture) return;
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      keepCapture(capture);
      setState({ status: 'received', capture });
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => {
      window.removeEventListener('message', onMessage);
      settle();
    }, WAIT_FOR_PAGE_MS);
    // The ready signal carries nothing, so any opener may hear it; only the page it sends back is checked.
    opener.postMessage({ type: CAPTURE_READY_MESSAGE }, '*');
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [state.status]);

  return state;
}
