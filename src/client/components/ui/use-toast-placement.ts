import { type CSSProperties, useEffect, useState } from 'react';
import { placeToasts } from './toast-placement';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The last dialog opened is on top: the one whose buttons the owner is about to press. */
function findTopDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  return dialogs[dialogs.length - 1] ?? null;
}

/**
 * A toast is a dismissable layer opened after the dialog, so Escape would close the toast and
 * leave the dialog the owner is working in. Escape goes to the dialog; the toast times out as usual.
 */
export function sendEscapeToDialog(event: KeyboardEvent): void {
  const close = findTopDialog()?.querySelector<HTMLElement>('[data-escape-closes]');
  if (!close) return;
  event.preventDefault();
  close.click();
}

function measure(): CSSProperties | null {
  const dialog = findTopDialog();
  return placeToasts(
    { width: window.innerWidth, height: window.innerHeight },
    dialog ? dialog.getBoundingClientRect() : null,
  );
}

/** Keeps the toasts clear of an open dialog while any toast is showing. */
export function useToastPlacement(isShowing: boolean): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | null>(null);
  useEffect(() => {
    if (!isShowing) return;
    // Only a real move re-renders: the toaster's own attribute changes are observed too.
    const update = () => {
      const next = measure();
      setStyle((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [isShowing]);
  return isShowing && style ? style : undefined;
}
