import { PageShell } from '../components/layout/page-shell';

export default function BlogPage() {
  return <PageShell title="Blog" />;
}
