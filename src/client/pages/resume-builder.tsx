import { PageShell } from '../components/layout/page-shell';

export default function ResumeBuilderPage() {
  return <PageShell title="Resume Builder" />;
}
