/** Activity-log actions of the resume builder. */
export const resumeActions = {
  baseUploaded: 'resume.base.upload',
  baseImported: 'resume.base.import',
  baseActivated: 'resume.base.activate',
  baseCorrected: 'resume.base.correct',
  baseDeleted: 'resume.base.delete',
  tailoredCreated: 'resume.tailored.create',
  tailoredEnhanced: 'resume.tailored.enhance',
  tailoredDeleted: 'resume.tailored.delete',
} as const;
