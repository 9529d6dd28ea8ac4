import { Link } from 'wouter';
import { clientRoutes } from '../../shared/client-routes';
import { PageShell } from '../components/layout/page-shell';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <PageShell title="404 Page Not Found">
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page you asked for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link href={clientRoutes.home}>Back to the portfolio</Link>
      </Button>
    </PageShell>
  );
}
