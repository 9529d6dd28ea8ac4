import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { portfolioLinks } from '../../sections/section-links';

type RadixMenu = typeof import('@radix-ui/react-dropdown-menu');

const triggerClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const itemClass =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

const loadMenu = () => import('@radix-ui/react-dropdown-menu');

/**
 * The Portfolio dropdown. Radix's menu is fetched when the visitor reaches for the button
 * (pointer over it, or focus), keeping it out of what the page loads by itself, and put in place
 * when they open it: swapping the button for Radix's trigger any earlier could land in the middle
 * of their click.
 */
export function PortfolioMenu({ onSelect }: { onSelect: (sectionId: string) => void }) {
  const [radix, setRadix] = useState<RadixMenu | null>(null);
  const [isOpen, setOpen] = useState(false);
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  const prefetch = () => void loadMenu();

  function openBeforeLoaded() {
    setOpen(true);
    void loadMenu().then((module) => {
      if (isMounted.current) setRadix(module);
    });
  }

  const trigger = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      onPointerEnter={radix ? undefined : prefetch}
      onFocus={radix ? undefined : prefetch}
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
