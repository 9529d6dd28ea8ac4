import {
  ArrowLeft,
  BarChart3,
  Briefcase,
  FileText,
  Inbox,
  KeyRound,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { clientRoutes } from '../../shared/client-routes';
import { ThemeToggle } from '../components/layout/theme-toggle';
import { RequireOwner } from '../components/tools/require-owner';
import { AdminTokens } from '../features/account/admin-tokens';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { UnreadSummary } from '../features/inbox/unread-summary';
import { FollowUpSummary } from '../features/jobs/follow-up-summary';
import type { CurrentUser } from '../lib/current-user';

type ToolCard = {
  href: string;
  title: string;
  description: string;
  features: string[];
  icon: LucideIcon;
  /** Live news under the features, such as follow-ups that are due. */
  extra?: ComponentType;
};

const TOOLS: ToolCard[] = [
  {
    href: clientRoutes.admin,
    title: 'Admin Tools',
    description: 'Run the site: certificates, files, database and activity.',
    features: [
      'SSL certificate management',
      'File upload and organisation',
      'Database monitoring',
      'Activity logs and analytics',
    ],
    icon: ShieldCheck,
  },
  {
    href: clientRoutes.job,
    title: 'Job Application Tools',
    description: 'Track every application from first contact to offer.',
    features: ['Application tracking', 'Interview scheduling', 'Resume versions', 'Follow-up management'],
    icon: Briefcase,
    extra: FollowUpSummary,
  },
  {
    href: clientRoutes.resume,
    title: 'Resume Builder',
    description: 'Tailor ATS-optimized resumes to each application.',
    features: [
      'Base resume upload and parsing',
      'Match analysis and scoring',
      'Tailored Word documents',
      'One-click enhancement',
    ],
    icon: FileText,
  },
  {
    href: clientRoutes.messages,
    title: 'Messages',
    description: 'Every contact message, as leads to answer and follow up.',
    features: [
      'Unread and read',
      'Lead status and private notes',
      'Reply by email',
      'Won leads into applications',
    ],
    icon: Inbox,
    extra: UnreadSummary,
  },
  {
    href: clientRoutes.insights,
    title: 'Visitor Insights',
    description: 'Who visits and what they ask, with no cookie banner.',
    features: [
      'Page views and daily visitors',
      'Referrers and sections read',
      'Downloads, chats and ROI runs',
      'Questions the site could not answer',
    ],
    icon: BarChart3,
  },
];

function Dashboard({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'User';
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Welcome {fullName}</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-300">Tools Dashboard</p>
          </div>
          <div className="flex items-center gap-2">
            <Link
              href={clientRoutes.home}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-accent-400"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Portfolio
            </Link>
            <ThemeToggle />
            <a
              href="/api/logout"
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Logout
            </a>
          </div>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {TOOLS.map((tool) => (
            <Link
              key={tool.href}
              href={tool.href}
              className="group rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <tool.icon aria-hidden="true" className="h-8 w-8 text-brand-600 dark:text-accent-400" />
              <h2 className="mt-4 text-xl font-semibold text-slate-900 group-hover:underline dark:text-white">
                {tool.title}
              </h2>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{tool.description}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {tool.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {tool.extra ? <tool.extra /> : null}
            </Link>
          ))}
          <div className="rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
            <Sparkles aria-hidden="true" className="h-8 w-8 text-slate-500" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">More Tools</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-300">More tools are coming soon.</p>
          </div>
        </div>
        <section
          aria-labelledby="account-title"
          className="mt-12 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="account-title"
            className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
          >
            <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" /> Account
            Security
          </h2>
          <div className="mt-6 grid gap-10 md:grid-cols-2">
            <ChangePasswordForm />
            <AdminTokens />
          </div>
        </section>
        <p className="mt-12 text-center text-sm text-slate-600 dark:text-slate-400">
          All tools require authentication and keep activity logs.
        </p>
      </main>
    </div>
  );
}

export default function ToolsDashboardPage() {
  return (
    <RequireOwner toolName="tools dashboard" loadingText="Loading tools...">
      {(user) => <Dashboard user={user} />}
    </RequireOwner>
  );
}
