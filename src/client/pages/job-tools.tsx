import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';

export default function JobToolsPage() {
  return (
    <RequireOwner toolName="job tools">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Job Application Tools" user={user} />
        </div>
      )}
    </RequireOwner>
  );
}
