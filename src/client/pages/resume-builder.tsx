import { ToolsHeader } from '../components/tools/tools-header';
import { ResumeAuthGate } from '../features/resume/resume-auth-gate';
import { ResumeBuilderView } from '../features/resume/resume-builder-view';

export default function ResumeBuilderPage() {
  return (
    <ResumeAuthGate>
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Resume Builder" user={user} />
          <ResumeBuilderView />
        </div>
      )}
    </ResumeAuthGate>
  );
}
