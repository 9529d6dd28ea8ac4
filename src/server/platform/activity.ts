import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { adminLogs } from '../db/schema';

/**
 * Every action the activity log records, in one naming style: `<thing>_<past-tense verb>`, each
 * with the words the tools page shows. Stored in admin_logs.action; a rename needs a migration.
 */
const ACTIONS = {
  ownerCreated: ['owner_created', 'Created the owner account'],
  login: ['login', 'Signed in'],
  loginFailed: ['login_failed', 'Failed sign-in'],
  loginRefused: ['login_refused', 'Refused sign-in'],
  logout: ['logout', 'Signed out'],
  passwordChanged: ['password_changed', 'Changed the password'],
  passwordReset: ['password_reset', 'Reset the password'],
  adminTokenIssued: ['admin_token_issued', 'Issued an admin token'],
  adminTokenRevoked: ['admin_token_revoked', 'Revoked an admin token'],
  certificateUploaded: ['certificate_uploaded', 'Uploaded certificate'],
  certificateDeleted: ['certificate_deleted', 'Deleted certificate'],
  certificateKeyDownloaded: ['certificate_key_downloaded', 'Downloaded the private key of certificate'],
  fileUploaded: ['file_uploaded', 'Uploaded file'],
  fileDeleted: ['file_deleted', 'Deleted file'],
  previewGenerated: ['preview_generated', 'Generated a preview image'],
  previewsGenerated: ['previews_generated', 'Generated preview images'],
  jobApplicationCreated: ['job_application_created', 'Added application'],
  jobApplicationUpdated: ['job_application_updated', 'Updated application'],
  jobApplicationDeleted: ['job_application_deleted', 'Deleted application'],
  jobInterviewScheduled: ['job_interview_scheduled', 'Scheduled an interview'],
  jobInterviewDeleted: ['job_interview_deleted', 'Cancelled interview'],
  jobDocumentAttached: ['job_document_attached', 'Attached document'],
  jobDocumentDeleted: ['job_document_deleted', 'Deleted document'],
  jobFollowUpDigestSent: ['job_follow_up_digest_sent', 'Sent the follow-up digest'],
  jobCalendarFeedIssued: ['job_calendar_feed_issued', 'Issued a calendar feed link'],
  jobCalendarFeedRevoked: ['job_calendar_feed_revoked', 'Revoked the calendar feed link'],
  baseResumeUploaded: ['base_resume_uploaded', 'Uploaded resume'],
  baseResumeImported: ['base_resume_imported', 'Imported resume'],
  baseResumeMadePrimary: ['base_resume_made_primary', 'Made primary resume'],
  baseResumeCorrected: ['base_resume_corrected', 'Corrected resume'],
  baseResumeDeleted: ['base_resume_deleted', 'Deleted resume'],
  tailoredResumeCreated: ['tailored_resume_created', 'Tailored a resume'],
  tailoredResumeEnhanced: ['tailored_resume_enhanced', 'Enhanced a tailored resume'],
  tailoredResumeDeleted: ['tailored_resume_deleted', 'Deleted tailored resume'],
  contactUpdated: ['contact_updated', 'Updated the lead'],
  contactConverted: ['contact_converted', 'Turned a lead into application'],
  tailoredResumeEdited: ['tailored_resume_edited', 'Edited a tailored resume'],
  tailoredResumeRetailored: ['tailored_resume_retailored', 'Tailored a resume again'],
  resumeDesignChanged: ['resume_design_changed', 'Changed a resume template'],
  coverLetterWritten: ['cover_letter_written', 'Wrote a cover letter'],
  coverLetterEdited: ['cover_letter_edited', 'Edited a cover letter'],
} as const;

type ActionKey = keyof typeof ACTIONS;
export type ActivityAction = (typeof ACTIONS)[ActionKey][0];

export const activityActions = Object.fromEntries(
  Object.entries(ACTIONS).map(([key, [action]]) => [key, action]),
) as { [Key in ActionKey]: (typeof ACTIONS)[Key][0] };

const LABELS = new Map<string, string>(Object.values(ACTIONS).map(([action, label]) => [action, label]));

/** The details field that names what was acted on, per kind of entry. */
function subjectOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const fields = details as Record<string, unknown>;
  for (const key of ['originalName', 'name', 'title', 'fileName']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  const { company, position } = fields;
  if (typeof company === 'string' && typeof position === 'string') return `${position} at ${company}`;
  return null;
}

/** An entry in words for the tools page, e.g. "Deleted file report.pdf". */
export function describeActivity(action: string, details: unknown): string {
  const label = LABELS.get(action) ?? action.replaceAll('_', ' ');
  const subject = subjectOf(details);
  return subject ? `${label} ${subject}` : label;
}

/** Who acted: the owner's admin account (null for the system or the command line), and from where. */
export type ActivityActor = { adminUserId: number | null; ip: string | null; userAgent: string | null };

/** A scheduled job or the command line. */
export const SYSTEM_ACTOR: ActivityActor = { adminUserId: null, ip: null, userAgent: null };

/** What a request tells about its caller; services keep this shape, never the request itself. */
export type ActivitySource = Pick<FastifyRequest, 'ip' | 'headers'> & {
  principal?: FastifyRequest['principal'];
};

const MAX_USER_AGENT = 512;

export function actorFrom(source: ActivitySource | null): ActivityActor {
  if (!source) return SYSTEM_ACTOR;
  const userAgent = source.headers['user-agent'];
  return {
    adminUserId: source.principal?.adminUserId ?? null,
    ip: source.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}

export type ActivityEntry = {
  action: ActivityAction;
  resource?: string | null;
  resourceId?: string | number | null;
  details?: Record<string, unknown> | null;
  /** admin_users.id of the account acted on when it is not the actor's (a failed sign-in). */
  adminUserId?: number | null;
};

/**
 * The one writer of the activity log. Pass the transaction that makes the change being recorded,
 * so the change and its entry commit (or roll back) together.
 */
export async function recordActivity(tx: Db, actor: ActivityActor, entry: ActivityEntry): Promise<void> {
  await tx.insert(adminLogs).values({
    userId: entry.adminUserId !== undefined ? entry.adminUserId : actor.adminUserId,
    action: entry.action,
    resource: entry.resource ?? null,
    resourceId: entry.resourceId == null ? null : String(entry.resourceId),
    details: entry.details ?? null,
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
  });
}
