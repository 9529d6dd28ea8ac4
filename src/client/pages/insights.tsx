import * as Tabs from '@radix-ui/react-tabs';
import { BarChart3, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';
import { QuestionsTab } from '../features/insights/questions-tab';
import { VisitorsTab } from '../features/insights/visitors-tab';

const TABS = [
  { value: 'visitors', label: 'Visitors', icon: BarChart3, Content: VisitorsTab },
  { value: 'questions', label: 'Questions', icon: MessageCircleQuestion, Content: QuestionsTab },
] as const;

function InsightTabs() {
  const [active, setActive] = useState<string>('visitors');
  return (
    <Tabs.Root value={active} onValueChange={setActive} className="space-y-6">
      <Tabs.List
        aria-label="Visitor insights"
        className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900"
      >
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Icon aria-hidden="true" className="h-4 w-4" /> {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Content }) => (
        <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
          <Content isOpen={active === value} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Visitor analytics and the chat's questions (docs/decisions/0120), linked from the tools dashboard. */
export default function InsightsPage() {
  return (
    <RequireOwner toolName="visitor insights">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Visitor Insights" user={user} />
          <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
            <InsightTabs />
          </main>
        </div>
      )}
    </RequireOwner>
  );
}
