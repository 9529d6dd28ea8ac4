import { Router } from 'wouter';
import { ToasterOnDemand } from './components/ui/toaster-on-demand';
import { AppRoutes } from './routes';

/** The whole client; `ssrPath` is set when prerendering a page at build time. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <>
      <Router ssrPath={ssrPath}>
        <AppRoutes />
      </Router>
      <ToasterOnDemand />
    </>
  );
}
