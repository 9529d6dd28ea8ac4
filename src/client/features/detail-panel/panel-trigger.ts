/** Marks the items that open panels, so pressing one is a toggle or a switch, not an outside click. */
export const PANEL_TRIGGER_ATTRIBUTE = 'data-panel-trigger';

/** The sections whose cards open a detail panel. */
export type PanelSection = 'experience' | 'skills' | 'projects';

export const PANEL_HINT = 'Click for detailed information';

/** Where a card was pressed: the pointer's position, or the card's own for a keyboard press. */
export type PanelRequest = {
  section: PanelSection;
  index: number;
  x: number;
  y: number;
  trigger: HTMLElement;
};

function isPanelSection(value: string | undefined): value is PanelSection {
  return value === 'experience' || value === 'skills' || value === 'projects';
}

/**
 * The panel a click asks for, or null: a click on a card that is not on a link inside it (the
 * company's site, a certification, an article open in a new tab and never open the panel).
 */
export function readPanelRequest(event: MouseEvent): PanelRequest | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('a')) return null;
  const card = target.closest<HTMLElement>(`[${PANEL_TRIGGER_ATTRIBUTE}]`);
  const section = card?.dataset.panelSection;
  if (!card || !isPanelSection(section)) return null;
  // A keyboard "click" has no pointer position: anchor the panel to the item instead.
  const isKeyboard = event.detail === 0;
  const rect = card.getBoundingClientRect();
  return {
    section,
    index: Number(card.dataset.panelIndex),
    x: isKeyboard ? rect.left + Math.min(rect.width / 2, 160) : event.clientX,
    y: isKeyboard ? rect.top + Math.min(rect.height / 2, 40) : event.clientY,
    trigger: card,
  };
}
