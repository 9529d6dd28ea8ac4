import { PageShell } from '../components/layout/page-shell';

export default function ToolsDashboardPage() {
  return <PageShell title="Tools Dashboard" />;
}
