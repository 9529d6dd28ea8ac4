import type { BaseResume } from '../../../shared/api/resume-base';
import type { ImportJsonResumeBody } from '../../../shared/api/resume-json';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions } from '../../platform/activity';
import { fromJsonResume } from '../../resume/json-resume';
import { describeUnshownParts } from '../../resume/json-resume-unshown';
import { cleanFileName } from './base-resume-service';
import { saveBaseResume } from './save-base-resume';

/**
 * A JSON Resume document becomes a base resume; the JSON itself is kept as its file, and the
 * report lists what the builder cannot show (kept for export all the same).
 */
export async function importJsonResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  body: ImportJsonResumeBody,
): Promise<BaseResume> {
  const resume = fromJsonResume(body.resume);
  const bytes = Buffer.from(JSON.stringify(body.resume, null, 2));
  return saveBaseResume(db, source, userId, activityActions.baseResumeImported, {
    name: body.name,
    fileName: `${cleanFileName(body.name).replace(/\.json$/i, '')}.json`,
    bytes,
    contentType: 'application/json',
    resume,
    report: {
      traits: {
        format: 'json-resume',
        pageCount: null,
        hasColumns: false,
        hasTables: false,
        hasImages: false,
        hasTextBoxes: false,
        hasContactInHeader: false,
        headings: [],
      },
      warnings: describeUnshownParts(body.resume),
      doubts: [],
      roleConfidence: [],
      unplacedLines: [],
      characterCount: bytes.length,
    },
  });
}
