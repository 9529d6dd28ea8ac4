import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { AfterHydration } from './components/ui/after-hydration';
import { TooltipProvider } from './components/ui/tooltip';
import { AppRoutes } from './routes';

const Toaster = lazy(() => import('./components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The whole client; `ssrPath` is set when prerendering a page at build time. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <TooltipProvider>
      <Router ssrPath={ssrPath}>
        <AppRoutes />
      </Router>
      <AfterHydration>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterHydration>
    </TooltipProvider>
  );
}
