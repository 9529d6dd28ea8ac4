import type { CSSProperties } from 'react';

export type Box = { left: number; top: number; right: number; bottom: number };

const MARGIN = 16;
const MAX_WIDTH = 420;
const MIN_WIDTH = 260;
const MIN_HEIGHT = 96;

const at = (position: Partial<Record<'left' | 'top' | 'right' | 'bottom', number>>, width: number) => ({
  left: position.left ?? 'auto',
  top: position.top ?? 'auto',
  right: position.right ?? 'auto',
  bottom: position.bottom ?? 'auto',
  width,
  maxWidth: width,
});

/**
 * Where the toasts go while a dialog is open, so they never cover its buttons: beside the dialog
 * when there is room, else below or above it, else over its title (clear of its close button).
 * Null without a dialog: the toaster's usual corner.
 */
export function placeToasts(
  view: { width: number; height: number },
  dialog: Box | null,
): CSSProperties | null {
  if (!dialog) return null;
  const fits = (room: number) => room - 2 * MARGIN >= MIN_WIDTH;
  const widthIn = (room: number) => Math.min(MAX_WIDTH, room - 2 * MARGIN);
  const rightRoom = view.width - dialog.right;
  if (fits(rightRoom)) return at({ right: MARGIN, bottom: MARGIN }, widthIn(rightRoom));
  if (fits(dialog.left)) return at({ left: MARGIN, bottom: MARGIN }, widthIn(dialog.left));
  const fullWidth = widthIn(view.width);
  const below = view.height - dialog.bottom;
  if (below - MARGIN >= MIN_HEIGHT)
    return { ...at({ right: MARGIN, bottom: MARGIN }, fullWidth), maxHeight: below - MARGIN };
  if (dialog.top - MARGIN >= MIN_HEIGHT)
    return { ...at({ right: MARGIN, top: MARGIN }, fullWidth), maxHeight: dialog.top - MARGIN };
  // No free edge: over the dialog's title, leaving room for its close button at the right.
  const CLOSE_BUTTON_ROOM = 56;
  return at(
    { left: dialog.left + 8, top: dialog.top + 8 },
    Math.max(0, dialog.right - dialog.left - CLOSE_BUTTON_ROOM - 8),
  );
}
