import { Plus } from 'lucide-react';
import { useState } from 'react';
import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';
import { Button } from '../components/ui/button';
import { type FormState, JobToolsView } from '../features/jobs/job-tools-view';

export default function JobToolsPage() {
  const [form, setForm] = useState<FormState>({ open: false, application: null });
  return (
    <RequireOwner toolName="job tools">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader
            title="Job Application Tools"
            user={user}
            actions={
              <Button onClick={() => setForm({ open: true, application: null })}>
                <Plus aria-hidden="true" className="h-4 w-4" /> Add Application
              </Button>
            }
          />
          <JobToolsView form={form} onFormChange={setForm} />
        </div>
      )}
    </RequireOwner>
  );
}
