import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';

export default function AdminToolsPage() {
  return (
    <RequireOwner toolName="admin tools">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Admin Tools" user={user} />
        </div>
      )}
    </RequireOwner>
  );
}
