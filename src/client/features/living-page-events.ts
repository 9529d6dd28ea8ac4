/**
 * Window events between the living page (particles, music, game) and the chat widget.
 * Plain `Event`s with no detail: `window.dispatchEvent(new Event(GAME_OPEN_EVENT))`.
 */

/** Dispatch on window to open the Particle Collector game. */
export const GAME_OPEN_EVENT = 'game:open';

/** Dispatched on window when the visitor has hovered over the background particles for 10 s. */
export const PARTICLES_INTERACTION_EVENT = 'particles:interaction';
