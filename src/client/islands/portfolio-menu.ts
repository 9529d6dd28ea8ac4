import { portfolioLinks } from '../sections/section-links';

/** Spec §9: the dropdown's type-ahead buffer resets after 1000 ms. */
const TYPEAHEAD_RESET_MS = 1000;

const MENU_CLASS =
  'fixed z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900';
const ITEM_CLASS =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-700 outline-none focus:bg-slate-100 focus:text-slate-900 dark:text-slate-200 dark:focus:bg-slate-800 dark:focus:text-white';

type MenuOptions = { isKeyboard: boolean; onSelect: (sectionId: string) => void };

let close: (() => void) | null = null;

/**
 * The Portfolio dropdown (spec §2): a menu of the sections under its button, each scrolling to
 * its section. Arrow keys, Home, End and type-ahead move between entries; Enter or Space picks
 * one; Escape, Tab or any click outside closes it. Plain DOM: it needs no framework.
 */
export function togglePortfolioMenu(button: HTMLElement, { isKeyboard, onSelect }: MenuOptions): void {
  if (close) {
    close();
    return;
  }
  const menu = document.createElement('div');
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', 'Portfolio');
  menu.tabIndex = -1;
  menu.className = MENU_CLASS;
  const box = button.getBoundingClientRect();
  menu.style.left = `${box.left}px`;
  menu.style.top = `${box.bottom + 8}px`;
  const items = portfolioLinks.map((link) => {
    const item = document.createElement('div');
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
    item.className = ITEM_CLASS;
    item.textContent = link.label;
    item.dataset.section = link.id;
    menu.append(item);
    return item;
  });
  document.body.append(menu);
  button.setAttribute('aria-expanded', 'true');

  let typed = '';
  let typedAt = 0;
  const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
  const current = () => items.indexOf(document.activeElement as HTMLDivElement);

  const onOutside = (event: PointerEvent) => {
    if (event.target instanceof Node && (menu.contains(event.target) || button.contains(event.target)))
      return;
    close?.();
  };
  close = () => {
    menu.remove();
    button.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onOutside, true);
    close = null;
  };
  const select = (item: HTMLElement | undefined) => {
    if (!item?.dataset.section) return;
    close?.();
    onSelect(item.dataset.section);
  };

  menu.addEventListener('click', (event) => {
    select((event.target as HTMLElement).closest<HTMLElement>('[role="menuitem"]') ?? undefined);
  });
  menu.addEventListener('pointermove', (event) => {
    (event.target as HTMLElement).closest<HTMLElement>('[role="menuitem"]')?.focus();
  });
  const typeAhead = (key: string, at: number) => {
    typed = at - typedAt > TYPEAHEAD_RESET_MS ? key : typed + key;
    typedAt = at;
    const match = items.findIndex((item) => item.textContent?.toLowerCase().startsWith(typed.toLowerCase()));
    if (match >= 0) focusAt(match);
  };
  menu.addEventListener('keydown', (event) => {
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current() + 1);
        break;
      case 'ArrowUp':
        focusAt(current() - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Enter':
      case ' ':
        select(items[current()]);
        break;
      case 'Escape':
        close?.();
        button.focus();
        break;
      case 'Tab':
        close?.();
        return;
      default:
        if (event.key.length === 1) typeAhead(event.key, event.timeStamp);
        return;
    }
    event.preventDefault();
  });
  document.addEventListener('pointerdown', onOutside, true);
  if (isKeyboard) focusAt(0);
  else menu.focus({ preventScroll: true });
}
