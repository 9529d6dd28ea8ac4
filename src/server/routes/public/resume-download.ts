import type { FastifyInstance } from 'fastify';
import { siteContent } from '../../../../content';
import type { SiteContent } from '../../../../content/schema';
import { matchesEtag, sha256Etag } from '../../lib/etag';
import { cleanText } from '../../platform/input-text';
import { buildResumeFromContent } from '../../resume/content-resume';
import { resumeFileName, writeResumeDocx } from '../../resume/write-docx';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CACHE_CONTROL = 'public, max-age=3600';

type ResumeFile = { bytes: Buffer; etag: string; disposition: string };

/** The owner's resume as a Word document, linked from the public Contact section. */
export function registerResumeDownloadRoutes(app: FastifyInstance, content: SiteContent = siteContent): void {
  let pending: Promise<ResumeFile> | undefined;
  const loadResumeFile = (): Promise<ResumeFile> => {
    pending ??= createResumeFile(content).catch((error: unknown) => {
      // Let the next request try again rather than remember a failure for the life of the process.
      pending = undefined;
      throw error;
    });
    return pending;
  };

  app.get('/downloads/resume.docx', { config: { public: true } }, async (request, reply) => {
    const file = await loadResumeFile();
    reply.header('ETag', file.etag).header('Cache-Control', CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], file.etag)) {
      return reply.status(304).send();
    }
    return reply.type(DOCX_CONTENT_TYPE).header('Content-Disposition', file.disposition).send(file.bytes);
  });
}

async function createResumeFile(content: SiteContent): Promise<ResumeFile> {
  const resume = buildResumeFromContent(content);
  const bytes = await writeResumeDocx(resume);
  const etag = sha256Etag(bytes);
  const utf8Name = `${resume.name.trim().replace(/\s+/g, '-')}-Resume.docx`;
  return { bytes, etag, disposition: formatAttachmentDisposition(resumeFileName(resume.name), utf8Name) };
}

/**
 * RFC 6266: a plain ASCII name for old clients, and the exact UTF-8 name (RFC 8187) for the rest,
 * without controls or bidi overrides (a name stored before they were refused cannot disguise itself).
 */
export function formatAttachmentDisposition(asciiName: string, utf8Name: string): string {
  const quoted = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(cleanText(utf8Name).replace(/[/\\]/g, '_')).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${quoted}"; filename*=UTF-8''${encoded}`;
}
