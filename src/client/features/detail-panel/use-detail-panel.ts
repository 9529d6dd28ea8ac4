import { type MouseEvent, useCallback, useState } from 'react';

export type PanelSelection = { index: number; x: number; y: number; trigger: HTMLElement | null };

/**
 * Spec §4: nothing or one selected item with its click position. Clicking an item opens its
 * panel, clicking it again closes it, clicking another switches.
 */
export function useDetailPanel() {
  const [selection, setSelection] = useState<PanelSelection | null>(null);

  const toggle = useCallback((index: number, event: MouseEvent<HTMLElement>) => {
    const trigger = event.currentTarget;
    // A keyboard "click" has no pointer position: anchor the panel to the item instead.
    const isKeyboard = event.detail === 0;
    const rect = trigger.getBoundingClientRect();
    const x = isKeyboard ? rect.left + Math.min(rect.width / 2, 160) : event.clientX;
    const y = isKeyboard ? rect.top + Math.min(rect.height / 2, 40) : event.clientY;
    setSelection((current) => (current?.index === index ? null : { index, x, y, trigger }));
  }, []);

  const close = useCallback(() => setSelection(null), []);

  return { selection, toggle, close };
}
