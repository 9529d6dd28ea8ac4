import { type ReactNode, Suspense, use } from 'react';

const idleGates = new Map<string, Promise<void>>();
const waiting = new Set<() => void>();

/** A visitor who starts interacting gets every section hydrated at once, not at the next idle period. */
function openAllGates() {
  for (const resolve of waiting) resolve();
  waiting.clear();
}

function listenForFirstInteraction() {
  for (const name of ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const) {
    window.addEventListener(name, openAllGates, { capture: true, once: true, passive: true });
  }
}

/** Resolves in an idle period of its own (or at the first interaction). */
function idleGate(key: string): Promise<void> {
  let gate = idleGates.get(key);
  if (!gate) {
    if (idleGates.size === 0) listenForFirstInteraction();
    const promise: Promise<void> = new Promise<void>((resolve) => {
      waiting.add(resolve);
      if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 200);
    }).then(() => {
      // React's convention for a settled thenable: later renders read it synchronously.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
    });
    gate = promise;
    idleGates.set(key, gate);
  }
  return gate;
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  if (typeof window !== 'undefined') use(idleGate(name));
  return children;
}

/**
 * Hydrates a below-the-fold section in an idle period of its own. While it waits, React keeps
 * the prerendered HTML on screen untouched, so the page is whole at once and the main thread
 * is never blocked long by hydrating everything together.
 */
export function DeferredHydration({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}
