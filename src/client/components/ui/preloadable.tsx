import { type ComponentType, use } from 'react';

/** A component in a chunk of its own, loaded once: what `createPreloadable` returns. */
export type Preloadable = { preload: () => Promise<ComponentType> };

const registry = new Set<Preloadable>();

/** Marks the promise with React's settled-thenable fields, so `use()` reads a loaded module at once. */
function track<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * Like `React.lazy`, but the prerender can load it first: after `preloadComponents()` it renders
 * synchronously, so the build writes its HTML in place. In the browser it suspends until its
 * chunk arrives, and a prerendered boundary stays on screen meanwhile. Call it once, at module level.
 */
export function createPreloadable(load: () => Promise<ComponentType>): Preloadable {
  let loading: Promise<ComponentType> | undefined;
  const source: Preloadable = {
    preload: () => {
      loading ??= track(load());
      return loading;
    },
  };
  registry.add(source);
  return source;
}

/** Renders a preloadable component, suspending until its chunk has loaded. */
export function PreloadedComponent({ source }: { source: Preloadable }) {
  const Loaded = use(source.preload());
  return <Loaded />;
}

/** Loads every preloadable component: the prerender calls it before rendering a page. */
export async function preloadComponents(): Promise<void> {
  await Promise.all([...registry].map((source) => source.preload()));
}
