import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { portfolioLinks } from '../../sections/section-links';

type RadixMenu = typeof import('@radix-ui/react-dropdown-menu');

const triggerClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const itemClass =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

const loadMenu = () => import('@radix-ui/react-dropdown-menu');

/**
 * The Portfolio dropdown (spec §2). Radix's menu loads once the page is idle, keeping it out
 * of the first paint; a click that comes earlier loads it and opens the menu.
 */
export function PortfolioMenu({ onSelect }: { onSelect: (sectionId: string) => void }) {
  const [radix, setRadix] = useState<RadixMenu | null>(null);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    let isMounted = true;
    const load = () => void loadMenu().then((module) => isMounted && setRadix(module));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      isMounted = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  function openBeforeLoaded() {
    setOpen(true);
    void loadMenu().then(setRadix);
  }

  const trigger = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      onClick={radix ? undefined : openBeforeLoaded}
    >
      Portfolio <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </button>
  );
  if (!radix) return trigger;
  const Menu = radix;
  return (
    <Menu.Root modal={false} open={isOpen} onOpenChange={setOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {portfolioLinks.map((link) => (
            <Menu.Item key={link.id} className={itemClass} onSelect={() => onSelect(link.id)}>
              {link.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
