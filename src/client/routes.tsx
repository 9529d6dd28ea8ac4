import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Route, Switch } from 'wouter';
import { clientRoutes } from '../shared/client-routes';
import { LoadingTools } from './components/tools/loading-tools';
import { ErrorBoundary } from './components/ui/error-boundary';
import { importWithRetry } from './lib/load-chunk';

/** A page in a chunk of its own; `reset` makes a new lazy component, since a rejected one stays rejected. */
type LazySource = { get: () => ComponentType; reset: () => ComponentType; fallback: ReactNode };

function lazySource(load: () => Promise<{ default: ComponentType }>, fallback: ReactNode): LazySource {
  const create = () => lazy(() => importWithRetry(load));
  let Page = create();
  return {
    get: () => Page,
    reset: () => {
      Page = create();
      return Page;
    },
    fallback,
  };
}

/**
 * A lazily loaded page behind an error boundary whose retry loads its chunk again: never a blank page.
 * Each route keys its own, since the Switch puts every page in the same place in the tree and React
 * would otherwise keep the first page's state (its component) for the next route.
 */
function LazyPage({ source }: { source: LazySource }) {
  const [Page, setPage] = useState(source.get);
  return (
    <ErrorBoundary what="This page" onRetry={() => setPage(source.reset)}>
      <Suspense fallback={source.fallback}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A private tools page: loaded on demand, with the query cache it needs. While its chunk loads it
 * already shows the page's own loading text (spec §2: /tools reads "Loading tools...").
 */
function toolsPage(load: () => Promise<{ default: ComponentType }>, loadingText = 'Loading...'): LazySource {
  return lazySource(
    async () => {
      const [{ QueryProvider }, page] = await Promise.all([import('./components/query-provider'), load()]);
      const Page = page.default;
      return {
        default: () => (
          <QueryProvider>
            <Page />
          </QueryProvider>
        ),
      };
    },
    <LoadingTools text={loadingText} />,
  );
}

/**
 * / and /blog are prerendered documents with islands, not pages of this app: reached from a tools
 * page through the router, they are loaded as documents.
 */
function StaticPage() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/** Every tools page by its route; each gets a key of its own (see LazyPage). */
const toolsPages = [
  [clientRoutes.tools, toolsPage(() => import('./pages/tools-dashboard'), 'Loading tools...')],
  [clientRoutes.admin, toolsPage(() => import('./pages/admin-tools'))],
  [clientRoutes.job, toolsPage(() => import('./pages/job-tools'))],
  [clientRoutes.jobSave, toolsPage(() => import('./pages/save-posting'))],
  [clientRoutes.resume, toolsPage(() => import('./pages/resume-builder'))],
  [clientRoutes.messages, toolsPage(() => import('./pages/messages'))],
  [clientRoutes.insights, toolsPage(() => import('./pages/insights'))],
] as const;
const notFound = lazySource(() => import('./pages/not-found'), null);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={clientRoutes.home} component={StaticPage} />
      <Route path={clientRoutes.blog} component={StaticPage} />
      {toolsPages.map(([path, source]) => (
        <Route key={path} path={path}>
          <LazyPage key={path} source={source} />
        </Route>
      ))}
      <Route>
        <LazyPage key="not-found" source={notFound} />
      </Route>
    </Switch>
  );
}
