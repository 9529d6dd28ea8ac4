import {
  BEACON_PATH,
  type BeaconKind,
  panelSections,
  trackedClicks,
  trackedPages,
  trackedSections,
} from '../../../shared/analytics-events';

/**
 * The visitor beacon (docs/decisions/0122): a page view, the sections scrolled into view and the
 * clicks on `data-track` elements, sent with navigator.sendBeacon. No cookie, no storage, nothing
 * about the visitor but what the request itself carries. Loaded once the page is idle
 * (start-beacon.ts), it reads the page only through observers and one delegated listener, sends at
 * most one beacon every 2 s (and one when the page is hidden), and nothing under Do-Not-Track or
 * Global Privacy Control.
 */

type BeaconEvent = { kind: BeaconKind; target?: string };

const FLUSH_DELAY_MS = 2000;
const MAX_EVENTS = 40;

function send(path: string, events: BeaconEvent[], referrer?: string): void {
  navigator.sendBeacon(BEACON_PATH, JSON.stringify({ path, referrer, events }));
}

function track(): void {
  const path = location.pathname;
  if (!(trackedPages as readonly string[]).includes(path)) return;
  let referrer: string | undefined;
  try {
    if (document.referrer && new URL(document.referrer).host !== location.host) referrer = document.referrer;
  } catch {
    // An unreadable referrer is no referrer.
  }
  const queue: BeaconEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    // The referrer travels once, with the batch that holds the page view.
    if (queue.length > 0) send(path, queue.splice(0), referrer);
    referrer = undefined;
  };
  // A full batch goes at once: the server takes at most MAX_EVENTS in one beacon.
  const add = (event: BeaconEvent) => {
    if (queue.push(event) >= MAX_EVENTS) flush();
    else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };

  add({ kind: 'pageview' });
  // Each section counts once per page load, the first time any of it is on screen.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      add({ kind: 'section', target: entry.target.id });
    }
  });
  for (const id of trackedSections) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }

  // Capture phase: the element's state is read before the page's own handler changes it.
  document.addEventListener(
    'click',
    (event) => {
      // A click's target is always an element: text inside one reports the element.
      const target = event.target as Element;
      const element = target.closest('[data-track]');
      const kind = element?.getAttribute('data-track') as BeaconKind | undefined;
      if (!element || !kind || !(trackedClicks as readonly string[]).includes(kind)) return;
      // Closing what is open, or following a link inside a card, is not an opening.
      if (element.matches('[aria-expanded="true"]') || element.querySelector('[aria-expanded="true"]'))
        return;
      const link = target.closest('a');
      if (link && link !== element && element.contains(link)) return;
      if (kind !== 'panel') return add({ kind });
      // A panel is counted under its section; the server refuses any other name, so none is sent.
      const section = element.closest('section[id]')?.id ?? '';
      if ((panelSections as readonly string[]).includes(section)) add({ kind, target: section });
    },
    true,
  );
  // The last moment a page is sure to see, on every browser, before it goes away or to the background.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Starts counting, unless the browser asks not to be tracked. */
export function startBeacon(): void {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.doNotTrack === '1' || privacy.globalPrivacyControl === true || !navigator.sendBeacon) return;
  track();
}
