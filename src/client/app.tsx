import { lazy } from 'react';
import { Router } from 'wouter';
import { MountWhenIdle } from './components/ui/deferred-hydration';
import { AppRoutes } from './routes';

const Toaster = lazy(() => import('./components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The whole client; `ssrPath` is set when prerendering a page at build time. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <>
      <Router ssrPath={ssrPath}>
        <AppRoutes />
      </Router>
      {/* The toast store keeps what is raised before this mounts, so nothing is lost by waiting. */}
      <MountWhenIdle name="toaster" fallback={null}>
        <Toaster />
      </MountWhenIdle>
    </>
  );
}
