import * as Tabs from '@radix-ui/react-tabs';
import {
  Activity,
  Camera,
  Database,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  ShieldCheck,
} from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { ActivityTab } from './activity-tab';
import { CertificatesTab } from './certificates-tab';
import { DashboardTab } from './dashboard-tab';
import { DatabaseTab } from './database-tab';
import { FilesTab } from './files-tab';
import { ScreenshotsTab } from './screenshots-tab';

type Tab = { value: string; label: string; icon: LucideIcon; Content: ComponentType<{ isOpen: boolean }> };

const TABS: Tab[] = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, Content: DashboardTab },
  { value: 'certificates', label: 'Certificates', icon: ShieldCheck, Content: CertificatesTab },
  { value: 'screenshots', label: 'Screenshots', icon: Camera, Content: ScreenshotsTab },
  { value: 'files', label: 'Files', icon: FileText, Content: FilesTab },
  { value: 'database', label: 'Database', icon: Database, Content: DatabaseTab },
  { value: 'activity', label: 'Activity', icon: Activity, Content: ActivityTab },
];

/** Spec §2: six tabs; a tab's data is fetched only while that tab is open. */
export function AdminTabs() {
  const [active, setActive] = useState('dashboard');
  return (
    <Tabs.Root value={active} onValueChange={setActive} className="space-y-6">
      <Tabs.List
        aria-label="Admin tools"
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
