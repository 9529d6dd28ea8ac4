import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { clientRoutes } from '../shared/client-routes';
import BlogPage from './pages/blog';
import HomePage from './pages/home';
import NotFoundPage from './pages/not-found';

// The private tools never load for a public visitor.
const ToolsDashboardPage = lazy(() => import('./pages/tools-dashboard'));
const AdminToolsPage = lazy(() => import('./pages/admin-tools'));
const JobToolsPage = lazy(() => import('./pages/job-tools'));
const ResumeBuilderPage = lazy(() => import('./pages/resume-builder'));

export function AppRoutes() {
  return (
    <Suspense fallback={<p className="p-8">Loading...</p>}>
      <Switch>
        <Route path={clientRoutes.home} component={HomePage} />
        <Route path={clientRoutes.blog} component={BlogPage} />
        <Route path={clientRoutes.tools} component={ToolsDashboardPage} />
        <Route path={clientRoutes.admin} component={AdminToolsPage} />
        <Route path={clientRoutes.job} component={JobToolsPage} />
        <Route path={clientRoutes.resume} component={ResumeBuilderPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
