/**
 * Where a floating detail panel goes (spec §9): 20 px from the viewport edges, 320 px wide at
 * least and at most 800 px or the viewport less 40; right of the click, else left of it, else
 * full width; vertically it assumes a height (400 for experience and projects, 300 for skills)
 * and flips above the click when that height would overflow the bottom.
 */
export const PANEL_MARGIN_PX = 20;
export const PANEL_MIN_WIDTH_PX = 320;
export const PANEL_MAX_WIDTH_PX = 800;
export const RESERVED_HEIGHT = { experience: 400, projects: 400, skills: 300 } as const;

export type PanelPlacementInput = {
  clickX: number;
  clickY: number;
  viewportWidth: number;
  viewportHeight: number;
  reservedHeight: number;
  preferredWidth?: number;
};

export type PanelPlacement = {
  left: number;
  top: number;
  width: number;
  maxHeight: number;
  side: 'right' | 'left' | 'full';
};

const DEFAULT_WIDTH_PX = 560;

export function placePanel(input: PanelPlacementInput): PanelPlacement {
  const { clickX, clickY, viewportWidth, viewportHeight, reservedHeight } = input;
  const margin = PANEL_MARGIN_PX;
  const maxWidth = Math.min(PANEL_MAX_WIDTH_PX, viewportWidth - 2 * margin);
  const width = Math.min(Math.max(input.preferredWidth ?? DEFAULT_WIDTH_PX, PANEL_MIN_WIDTH_PX), maxWidth);
  const maxHeight = viewportHeight - 2 * margin;

  let left: number;
  let side: PanelPlacement['side'];
  if (clickX + margin + width <= viewportWidth - margin) {
    side = 'right';
    left = clickX + margin;
  } else if (clickX - margin - width >= margin) {
    side = 'left';
    left = clickX - margin - width;
  } else {
    side = 'full';
    left = margin;
  }
  const finalWidth = side === 'full' ? viewportWidth - 2 * margin : width;

  let top = clickY;
  if (clickY + reservedHeight > viewportHeight - margin) top = clickY - reservedHeight;
  top = Math.min(
    Math.max(top, margin),
    Math.max(margin, viewportHeight - margin - Math.min(reservedHeight, maxHeight)),
  );

  // Kept inside the viewport: a panel taller than the space below its top scrolls inside.
  return {
    left,
    top,
    width: finalWidth,
    maxHeight: Math.min(maxHeight, viewportHeight - margin - top),
    side,
  };
}
