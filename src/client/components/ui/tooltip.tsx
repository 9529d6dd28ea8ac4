import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type RadixTooltip = typeof import('@radix-ui/react-tooltip');

/**
 * Radix tooltips (spec §9: open after 700 ms, 300 ms skip window) load after the page is
 * interactive: a hint that appears on hover must not delay first paint. Until then a
 * trigger renders as itself.
 */
const TooltipModuleContext = createContext<RadixTooltip | null>(null);

export function TooltipProvider({ children }: { children: ReactNode }) {
  const [radix, setRadix] = useState<RadixTooltip | null>(null);
  useEffect(() => {
    let isMounted = true;
    void import('@radix-ui/react-tooltip').then((module) => {
      if (isMounted) setRadix(module);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  const Provider = radix?.Provider as
    | ComponentType<{ delayDuration: number; skipDelayDuration: number; children: ReactNode }>
    | undefined;
  return (
    <TooltipModuleContext.Provider value={radix}>
      {Provider ? (
        <Provider delayDuration={700} skipDelayDuration={300}>
          {children}
        </Provider>
      ) : (
        children
      )}
    </TooltipModuleContext.Provider>
  );
}

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const radix = useContext(TooltipModuleContext);
  if (!radix) return children;
  return (
    <radix.Root>
      <radix.Trigger asChild>{children}</radix.Trigger>
      <radix.Portal>
        <radix.Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
        </radix.Content>
      </radix.Portal>
    </radix.Root>
  );
}
