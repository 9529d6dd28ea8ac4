import type { FastifyReply } from 'fastify';
import { isInlinePreviewType } from '../../../shared/api/admin-files';
import type { StoredFile } from '../../services/files/file-repository';
import { formatAttachmentDisposition } from '../public/resume-download';

/*
 * An uploaded file is somebody else's bytes: it must never run as a page of this site. Every
 * reply says nosniff and carries a sandboxing CSP of its own (replacing the site's page policy);
 * only types a browser shows without running code are inline, everything else is an attachment.
 */
const FILE_CSP = "sandbox; default-src 'none'";

function asciiFallback(name: string): string {
  return name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
}

/** `inline` or `attachment` with the original name: a plain ASCII fallback and the exact name (RFC 5987). */
export function formatDisposition(kind: 'inline' | 'attachment', name: string): string {
  const attachment = formatAttachmentDisposition(asciiFallback(name), name);
  return kind === 'inline' ? attachment.replace(/^attachment/, 'inline') : attachment;
}

export function sendStoredFile(
  reply: FastifyReply,
  stored: StoredFile,
  wanted: 'preview' | 'download',
  cacheControl = 'private, no-store',
): FastifyReply {
  const { file, bytes } = stored;
  const inline = wanted === 'preview' && isInlinePreviewType(file.mimeType);
  const contentType = file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType;
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', formatDisposition(inline ? 'inline' : 'attachment', file.originalName))
    .header('Content-Security-Policy', FILE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', cacheControl)
    .send(bytes);
}
