import type { FastifyReply } from 'fastify';
import { isInlinePreviewType } from '../../../shared/api/admin-files';
import { formatDisposition } from './downloads';

/*
 * An uploaded file is somebody else's bytes: it must never run as a page of this site. Every
 * reply says nosniff and carries a sandboxing CSP of its own (replacing the site's page policy);
 * only types a browser shows without running code are inline, everything else is an attachment.
 */
const FILE_CSP = "sandbox; default-src 'none'";

export type SentFile = { bytes: Buffer; mimeType: string; originalName: string };

export function sendStoredFile(
  reply: FastifyReply,
  stored: SentFile,
  wanted: 'preview' | 'download',
  cacheControl = 'private, no-store',
): FastifyReply {
  const inline = wanted === 'preview' && isInlinePreviewType(stored.mimeType);
  const contentType = stored.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : stored.mimeType;
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', formatDisposition(inline ? 'inline' : 'attachment', stored.originalName))
    .header('Content-Security-Policy', FILE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', cacheControl)
    .send(stored.bytes);
}
