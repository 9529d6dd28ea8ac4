/** What the activity log shows for an entry: its action as words, naming the thing it touched. */
export type ActivityFacts = {
  action: string;
  resource: string | null;
  resourceId: string | null;
  details: unknown;
};

// Codes written before the log had one naming style.
const LEGACY_ACTIONS: Record<string, string> = {
  'resume.base.upload': 'resume_base_uploaded',
  'resume.base.import': 'resume_base_imported',
  'resume.base.activate': 'resume_base_activated',
  'resume.base.correct': 'resume_base_corrected',
  'resume.base.delete': 'resume_base_deleted',
  'resume.tailored.create': 'resume_tailored_created',
  'resume.tailored.enhance': 'resume_tailored_enhanced',
  'resume.tailored.delete': 'resume_tailored_deleted',
};

const text = (details: Record<string, unknown>, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

type Describe = (details: Record<string, unknown>) => string;

const named =
  (verb: string, noun: string, ...keys: string[]): Describe =>
  (details) => {
    const name = keys.map((key) => text(details, key)).find(Boolean);
    return name ? `${verb} ${noun} ${name}` : `${verb} ${noun}`;
  };

const application: (verb: string) => Describe = (verb) => (details) => {
  const position = text(details, 'position');
  const company = text(details, 'company');
  return position && company ? `${verb} application ${position} at ${company}` : `${verb} application`;
};

const DESCRIPTIONS: Record<string, Describe> = {
  certificate_uploaded: named('Uploaded', 'certificate', 'name'),
  certificate_deleted: named('Deleted', 'certificate', 'name'),
  certificate_key_downloaded: named('Downloaded the private key of', 'certificate', 'name'),
  file_uploaded: named('Uploaded', 'file', 'originalName'),
  file_deleted: named('Deleted', 'file', 'originalName'),
  preview_generated: (details) => {
    const [platform] = Array.isArray(details.platforms) ? details.platforms : [];
    return typeof platform === 'string' ? `Generated the ${platform} preview` : 'Generated a preview';
  },
  previews_generated: () => 'Generated the social previews',
  owner_created: named('Created', 'owner account', 'username'),
  login: () => 'Signed in',
  login_failed: () => 'Failed sign-in',
  login_refused: () => 'Refused sign-in',
  logout: () => 'Signed out',
  password_changed: () => 'Changed the password',
  password_reset: () => 'Reset the password',
  admin_token_issued: () => 'Issued an admin token',
  admin_token_revoked: () => 'Revoked an admin token',
  job_application_created: application('Added'),
  job_application_updated: (details) => {
    const to = text(details, 'toStatus');
    return to ? `Moved an application to ${to}` : 'Updated an application';
  },
  job_application_deleted: application('Deleted'),
  job_interview_scheduled: () => 'Scheduled an interview',
  job_interview_deleted: named('Cancelled', 'interview', 'title'),
  job_follow_up_digest_sent: (details) => {
    const day = text(details, 'day');
    return day ? `Sent the follow-up digest for ${day}` : 'Sent the follow-up digest';
  },
  resume_base_uploaded: named('Uploaded', 'base resume', 'name'),
  resume_base_imported: named('Imported', 'base resume', 'name'),
  resume_base_activated: () => 'Made a base resume primary',
  resume_base_corrected: () => 'Corrected the reading of a base resume',
  resume_base_deleted: named('Deleted', 'base resume', 'name'),
  resume_tailored_created: () => 'Created a tailored resume',
  resume_tailored_enhanced: () => 'Enhanced a tailored resume',
  resume_tailored_deleted: named('Deleted', 'tailored resume', 'title'),
};

/** The action's one canonical code, whichever style it was written in. */
export const canonicalAction = (action: string): string => LEGACY_ACTIONS[action] ?? action;

/** "Deleted file report.pdf"; an unknown code is turned into words as it stands. */
export function describeActivity(entry: ActivityFacts): string {
  const action = canonicalAction(entry.action);
  const details =
    entry.details && typeof entry.details === 'object' ? (entry.details as Record<string, unknown>) : {};
  const describe = DESCRIPTIONS[action];
  if (describe) return describe(details);
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
