import {
  CAPTURE_MESSAGE,
  CAPTURE_READY_MESSAGE,
  MAX_CAPTURED_HTML,
  MAX_CAPTURED_TEXT,
  MAX_JSON_LD_CHARS,
  MAX_JSON_LD_SCRIPTS,
} from '../../../../shared/api/job-capture';
import { clientRoutes } from '../../../../shared/client-routes';
import { type CaptureSettings, captureThisPage } from './capture-this-page';

export function captureSettingsFor(origin: string): CaptureSettings {
  return {
    origin,
    savePath: clientRoutes.jobSave,
    readyType: CAPTURE_READY_MESSAGE,
    messageType: CAPTURE_MESSAGE,
    maxHtml: MAX_CAPTURED_HTML,
    maxText: MAX_CAPTURED_TEXT,
    maxJsonLd: MAX_JSON_LD_SCRIPTS,
    maxJsonLdChars: MAX_JSON_LD_CHARS,
  };
}

/**
 * The bookmarklet's address: the capture function's own source, called with this site's origin.
 * The origin is the one the owner's browser is on (location.origin), which the page cannot be
 * told otherwise by any request header.
 */
export function buildBookmarklet(origin: string): string {
  const call = `(${captureThisPage.toString()})(${JSON.stringify(captureSettingsFor(origin))})`;
  return `javascript:${encodeURIComponent(call)}`;
}
