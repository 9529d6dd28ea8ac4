import { memo, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { type Preloadable, PreloadedComponent } from './preloadable';

const idleGates = new Map<string, Promise<void>>();
const waiting = new Set<() => void>();

/** A visitor who starts interacting gets every section at once, not at the next idle period. */
function openAllGates() {
  for (const resolve of waiting) resolve();
  waiting.clear();
}

// Scrolling counts: a visitor scrolling down must find the sections hydrated and revealed.
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'];

function listenForFirstInteraction() {
  for (const name of FIRST_INTERACTION_EVENTS) {
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

function Gate({ name, source }: { name: string; source: Preloadable }) {
  if (typeof window !== 'undefined') {
    void source.preload();
    use(idleGate(name));
  }
  return <PreloadedComponent source={source} />;
}

/**
 * A below-the-fold section in a chunk of its own, hydrated in an idle period of its own. The
 * build prerenders it in full; in the browser its code starts loading at once, and React keeps
 * the prerendered HTML on screen untouched until both the code and the idle period have come,
 * so the page is whole at first paint and the main thread is never blocked long.
 *
 * Memoised: an update reaching a boundary that has not hydrated yet makes React drop its
 * prerendered HTML and draw it again from scratch, so the page's own re-renders (the mobile
 * notice appearing, say) must stop here.
 */
export const DeferredSection = memo(function DeferredSection({
  name,
  source,
}: {
  name: string;
  source: Preloadable;
}) {
  return (
    <Suspense fallback={null}>
      <Gate name={name} source={source} />
    </Suspense>
  );
});

/**
 * Renders `fallback` in the prerendered page and until an idle period after hydration, then
 * `children`: for interactive parts (forms) that are drawn in the browser only.
 */
export function MountWhenIdle({
  name,
  fallback,
  children,
}: {
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void idleGate(name).then(() => {
      if (isMounted) setReady(true);
    });
    return () => {
      isMounted = false;
    };
  }, [name]);
  return isReady ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
