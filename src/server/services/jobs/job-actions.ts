/** The activity-log actions of the job tracker. */
export const jobActions = {
  applicationCreated: 'job_application_created',
  applicationUpdated: 'job_application_updated',
  applicationDeleted: 'job_application_deleted',
  interviewScheduled: 'job_interview_scheduled',
  interviewDeleted: 'job_interview_deleted',
  followUpDigestSent: 'job_follow_up_digest_sent',
} as const;

export const JOB_RESOURCE = 'job_application';
