import type { ExperienceEntry } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import { ChangedText } from './changed-text';

type ExperienceListProps = {
  roles: ExperienceEntry[];
  changes: ResumeChange[];
  showChanges: boolean;
  /** Bullets the owner wrote by hand, marked as theirs. */
  ownerBullets?: Set<string>;
};

/** The last change that produced a bullet's text, chained back to the text it started as. */
export function findOrigin(text: string, changes: ResumeChange[]): string | undefined {
  let current = text;
  let origin: string | undefined;
  for (let guard = 0; guard < changes.length; guard++) {
    const change = [...changes]
      .reverse()
      .find((entry) => entry.after === current && entry.before !== undefined && entry.kind !== 'condensed');
    if (!change?.before) break;
    origin = change.before;
    current = change.before;
  }
  return origin;
}

/** Professional Experience: title, dates, employer and place, then the bullets, changed words marked. */
export function ExperienceList({ roles, changes, showChanges, ownerBullets }: ExperienceListProps) {
  return (
    <div className="space-y-4">
      {roles.map((role) => (
        <article key={`${role.title}|${role.company}|${role.startDate}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h5 className="font-semibold text-slate-900 dark:text-white">{role.title}</h5>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {[role.startDate, role.endDate].filter(Boolean).join(' - ')}
            </span>
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            {[role.company, role.location].filter(Boolean).join(' · ')}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {role.bullets.map((bullet) => {
              if (ownerBullets?.has(bullet)) {
                return (
                  <li key={bullet}>
                    {bullet}{' '}
                    <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">
                      Edited by you
                    </span>
                  </li>
                );
              }
              const origin = showChanges ? findOrigin(bullet, changes) : undefined;
              return <li key={bullet}>{origin ? <ChangedText before={origin} after={bullet} /> : bullet}</li>;
            })}
          </ul>
        </article>
      ))}
    </div>
  );
}
