import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '../components/ui/error-boundary';

/** Renders nothing; its effect runs once the island around it is live (hydrated or drawn). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function wrap(node: ReactNode, what: string, onReady: () => void) {
  return (
    <StrictMode>
      <ErrorBoundary what={what}>
        {node}
        <Ready onReady={onReady} />
      </ErrorBoundary>
    </StrictMode>
  );
}

/**
 * One island's own React root over its prerendered markup: what a visitor typed into it before
 * its code arrived stays, since hydration keeps the DOM it finds. Resolves once it is live, so a
 * submit held until then reaches React's own handler.
 */
export function hydrateIsland(container: Element, node: ReactNode, what: string): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(container, wrap(node, what, resolve));
  });
}

/** One island drawn in the browser only, in a container of its own (a panel, a dialog, the chat). */
export function renderIsland(container: Element, node: ReactNode, what: string): Promise<void> {
  return new Promise((resolve) => {
    createRoot(container).render(wrap(node, what, resolve));
  });
}
