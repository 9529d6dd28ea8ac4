/**
 * Activity-log actions of the resume builder, in the log's one style (snake_case, past tense).
 * Entries written before under the dotted names are read through describe-activity's aliases.
 */
export const resumeActions = {
  baseUploaded: 'resume_base_uploaded',
  baseImported: 'resume_base_imported',
  baseActivated: 'resume_base_activated',
  baseCorrected: 'resume_base_corrected',
  baseDeleted: 'resume_base_deleted',
  tailoredCreated: 'resume_tailored_created',
  tailoredEnhanced: 'resume_tailored_enhanced',
  tailoredDeleted: 'resume_tailored_deleted',
} as const;
