/** The activity-log actions of the admin tools. */
export const adminActions = {
  certificateUploaded: 'certificate_uploaded',
  certificateDeleted: 'certificate_deleted',
  certificateKeyDownloaded: 'certificate_key_downloaded',
  fileUploaded: 'file_uploaded',
  fileDeleted: 'file_deleted',
  previewGenerated: 'preview_generated',
  previewsGenerated: 'previews_generated',
} as const;
