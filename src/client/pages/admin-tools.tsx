import { PageShell } from '../components/layout/page-shell';

export default function AdminToolsPage() {
  return <PageShell title="Admin Tools" />;
}
