import { PANEL_HINT, PANEL_TRIGGER_ATTRIBUTE } from '../features/detail-panel/panel-trigger';

/**
 * The timings of Radix's tooltip, which the site adopts: a hint opens 700 ms after the pointer
 * arrives; once one has closed, the next opens at once for 300 ms, so a visitor running the
 * pointer along the cards is not kept waiting at each.
 */
export const HINT_DELAY_MS = 700;
export const HINT_SKIP_MS = 300;
/** Below this much room above the card, the hint shows under it instead. */
const ROOM_ABOVE_PX = 120;
const HINT_ID = 'panel-card-hint';

let hint: HTMLElement | null = null;
let timer: number | undefined;
let lastClosedAt = Number.NEGATIVE_INFINITY;
// A focus that follows a press is the click's, not the keyboard's: it must not open the hint.
let isPressing = false;

const cardOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${PANEL_TRIGGER_ATTRIBUTE}]`) : null;

function open(card: HTMLElement) {
  hide();
  const isBelow = card.getBoundingClientRect().top < ROOM_ABOVE_PX;
  hint = document.createElement('span');
  hint.id = HINT_ID;
  hint.setAttribute('role', 'tooltip');
  hint.textContent = PANEL_HINT;
  hint.className = `pointer-events-none absolute left-1/2 z-20 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-1.5 text-xs whitespace-nowrap text-white shadow-md dark:bg-slate-100 dark:text-slate-900 ${
    isBelow ? 'top-full mt-2' : 'bottom-full mb-2'
  }`;
  card.append(hint);
  card.setAttribute('aria-describedby', HINT_ID);
}

function show(card: HTMLElement, isImmediate: boolean) {
  window.clearTimeout(timer);
  if (isImmediate || performance.now() - lastClosedAt < HINT_SKIP_MS) open(card);
  else timer = window.setTimeout(() => open(card), HINT_DELAY_MS);
}

function hide() {
  window.clearTimeout(timer);
  if (!hint) return;
  hint.parentElement?.removeAttribute('aria-describedby');
  hint.remove();
  hint = null;
  lastClosedAt = performance.now();
}

/** "Click for detailed information" on the cards that open detail panels (spec §2). */
export function bindCardHints(): void {
  document.addEventListener('pointerover', (event) => {
    const card = cardOf(event.target);
    if (event.pointerType === 'mouse' && card && card !== cardOf(event.relatedTarget)) show(card, false);
  });
  document.addEventListener('pointerout', (event) => {
    const card = cardOf(event.target);
    if (card && card !== cardOf(event.relatedTarget)) hide();
  });
  document.addEventListener('pointerdown', () => {
    isPressing = true;
    hide();
  });
  document.addEventListener('pointerup', () => {
    isPressing = false;
  });
  document.addEventListener('focusin', (event) => {
    const card = cardOf(event.target);
    if (card && !isPressing) show(card, true);
  });
  document.addEventListener('focusout', (event) => {
    if (cardOf(event.target)) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
}
