import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useToasts } from './use-toast';
import { sendEscapeToDialog, useToastPlacement } from './use-toast-placement';

const VARIANT_CLASSES = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/**
 * Spec §9: 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the viewport. The
 * viewport sits above the bottom-right corner, where the chat button is, so a toast never covers it.
 */
export function Toaster() {
  const toasts = useToasts();
  const placement = useToastPlacement(toasts.some((item) => item.open));
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onEscapeKeyDown={sendEscapeToDialog}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ${VARIANT_CLASSES[item.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm whitespace-pre-line opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            title="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        style={placement}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:right-0 sm:bottom-20 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
