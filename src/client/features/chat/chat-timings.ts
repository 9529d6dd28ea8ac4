/** Spec §9 (Chat): timings of the widget's own behaviour. */
export const AUTO_OPEN_DELAY_MS = 5_000;
export const FOLLOW_UP_DELAY_MS = 10_000;
export const AUTO_CLOSE_DELAY_MS = 3_000;
export const TYPING_WINDOW_MS = 2_000;
export const DECLINE_CLOSE_DELAY_MS = 2_000;
