import { PageShell } from '../components/layout/page-shell';

export default function JobToolsPage() {
  return <PageShell title="Job Application Tools" />;
}
