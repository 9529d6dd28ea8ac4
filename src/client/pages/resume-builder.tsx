import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';

export default function ResumeBuilderPage() {
  return (
    <RequireOwner toolName="resume builder">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Resume Builder" user={user} />
        </div>
      )}
    </RequireOwner>
  );
}
