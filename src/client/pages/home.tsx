import { PageShell } from '../components/layout/page-shell';

export default function HomePage() {
  return (
    <PageShell title="IT Operations & Security Leadership">
      <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Technology director for consulting engagements, tech startups and digital transformation.
      </p>
    </PageShell>
  );
}
