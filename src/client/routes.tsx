import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { clientRoutes } from '../shared/client-routes';
import { LoadingTools } from './components/tools/loading-tools';
import { createPreloadable, PreloadedComponent } from './components/ui/preloadable';
import HomePage from './pages/home';

// The landing page is in the first bundle; every other page is a chunk of its own, so `/` does not
// carry them. /blog is prerendered: its HTML stays on screen while its chunk loads and hydrates.
const blogPage = createPreloadable(() => import('./pages/blog').then((module) => module.default));
const notFoundPage = createPreloadable(() => import('./pages/not-found').then((module) => module.default));
const BlogPage = () => <PreloadedComponent source={blogPage} />;
const NotFoundPage = () => <PreloadedComponent source={notFoundPage} />;

/**
 * A private tools page: loaded on demand, with the query cache it needs. While its chunk loads it
 * already shows the page's own loading text (spec §2: /tools reads "Loading tools...").
 */
function toolsPage(load: () => Promise<{ default: ComponentType }>, loadingText = 'Loading...') {
  const Page = lazy(async () => {
    const [{ QueryProvider }, page] = await Promise.all([import('./components/query-provider'), load()]);
    const Page = page.default;
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
  return () => (
    <Suspense fallback={<LoadingTools text={loadingText} />}>
      <Page />
    </Suspense>
  );
}

const ToolsDashboardPage = toolsPage(() => import('./pages/tools-dashboard'), 'Loading tools...');
const AdminToolsPage = toolsPage(() => import('./pages/admin-tools'));
const JobToolsPage = toolsPage(() => import('./pages/job-tools'));
const SavePostingPage = toolsPage(() => import('./pages/save-posting'));
const ResumeBuilderPage = toolsPage(() => import('./pages/resume-builder'));

export function AppRoutes() {
  return (
    <Suspense fallback={<p className="p-8">Loading...</p>}>
      <Switch>
        <Route path={clientRoutes.home} component={HomePage} />
        <Route path={clientRoutes.blog} component={BlogPage} />
        <Route path={clientRoutes.tools} component={ToolsDashboardPage} />
        <Route path={clientRoutes.admin} component={AdminToolsPage} />
        <Route path={clientRoutes.job} component={JobToolsPage} />
        <Route path={clientRoutes.jobSave} component={SavePostingPage} />
        <Route path={clientRoutes.resume} component={ResumeBuilderPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
