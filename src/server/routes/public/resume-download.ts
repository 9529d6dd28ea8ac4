import type { FastifyInstance } from 'fastify';
import { siteContent } from '../../../../content';
import type { SiteContent } from '../../../../content/schema';
import type { AppServices } from '../../app-services';
import { DOCX_CONTENT_TYPE, formatAttachmentDisposition } from '../../platform/http/downloads';
import {
  createStaticResponse,
  type StaticResponse,
  sendStaticResponse,
} from '../../platform/http/static-response';
import { buildResumeFromContent } from '../../resume/content-resume';
import { resumeFileName, writeResumeDocx } from '../../resume/write-docx';

const CACHE_CONTROL = 'public, max-age=3600';

/** The owner's resume as a Word document, linked from the public Contact section. */
export function registerResumeDownloadRoutes(
  app: FastifyInstance,
  _services: Pick<AppServices, never>,
): void {
  const content = siteContent;
  let pending: Promise<StaticResponse> | undefined;
  const loadResumeFile = (): Promise<StaticResponse> => {
    pending ??= createResumeFile(content).catch((error: unknown) => {
      // Let the next request try again rather than remember a failure for the life of the process.
      pending = undefined;
      throw error;
    });
    return pending;
  };

  app.get('/downloads/resume.docx', { config: { public: true } }, async (request, reply) =>
    sendStaticResponse(request, reply, await loadResumeFile()),
  );
}

/** Written once, on the first download: the Word file is a ZIP, so it travels as it is. */
async function createResumeFile(content: SiteContent): Promise<StaticResponse> {
  const resume = buildResumeFromContent(content);
  const bytes = await writeResumeDocx(resume);
  const utf8Name = `${resume.name.trim().replace(/\s+/g, '-')}-Resume.docx`;
  return createStaticResponse(bytes, {
    contentType: DOCX_CONTENT_TYPE,
    cacheControl: CACHE_CONTROL,
    extraHeaders: {
      'content-disposition': formatAttachmentDisposition(resumeFileName(resume.name), utf8Name),
    },
  });
}
