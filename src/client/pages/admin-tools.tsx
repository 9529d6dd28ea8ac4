import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';
import { AdminTabs } from '../features/admin/admin-tabs';

export default function AdminToolsPage() {
  return (
    <RequireOwner toolName="admin tools">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Admin Tools" user={user} />
          <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
            <AdminTabs />
          </main>
        </div>
      )}
    </RequireOwner>
  );
}
