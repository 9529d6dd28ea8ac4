import { cleanText } from '../input-text';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function asciiFallback(name: string): string {
  return name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
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

/** `inline` or `attachment` with the original name: a plain ASCII fallback and the exact name. */
export function formatDisposition(kind: 'inline' | 'attachment', name: string): string {
  const attachment = formatAttachmentDisposition(asciiFallback(name), name);
  return kind === 'inline' ? attachment.replace(/^attachment/, 'inline') : attachment;
}
