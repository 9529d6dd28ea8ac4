import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  certificateHealthSchema,
  certificateIdParamsSchema,
  certificateListSchema,
  certificateSchema,
  certificateUploadSchema,
} from '../../../shared/api/admin-certificates';
import { errorReplySchema } from '../../../shared/api/errors';
import { invalidFields } from '../../platform/errors';
import { formatDisposition } from '../../platform/http/downloads';
import { readMultipartForm } from '../../platform/http/multipart';
import { listCertificates } from '../../services/certificates/certificate-repository';
import {
  type CertificateDeps,
  checkStoredCertificate,
  readCertificateDownload,
  removeCertificate,
  uploadCertificate,
} from '../../services/certificates/certificate-service';

const MAX_PEM_FILE_BYTES = 128 * 1024;
const params = certificateIdParamsSchema;

/** /api/tools/certificates: spec §7. Owner only, like every /api route that is not declared public. */
export function registerCertificateRoutes(app: FastifyInstance, deps: CertificateDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/tools/certificates', { schema: { response: { 200: certificateListSchema } } }, async () =>
    listCertificates(deps.db),
  );

  typed.post(
    '/api/tools/certificates/upload',
    { schema: { response: { 201: certificateSchema, 400: errorReplySchema, 413: errorReplySchema } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: MAX_PEM_FILE_BYTES,
        tooLargeMessage: 'A PEM file may be at most 128 KB',
      });
      const parsed = certificateUploadSchema.safeParse(form.fields);
      if (!parsed.success) throw invalidFields(parsed.error.issues);
      return reply.status(201).send(await uploadCertificate(deps, request, parsed.data));
    },
  );

  typed.delete('/api/tools/certificates/:id', { schema: { params } }, async (request, reply) => {
    await removeCertificate(deps.db, request, request.params.id);
    return reply.status(204).send();
  });

  typed.get(
    '/api/tools/certificates/:id/health',
    { schema: { params, response: { 200: certificateHealthSchema, 404: errorReplySchema } } },
    async (request) => checkStoredCertificate(deps, request.params.id),
  );

  for (const kind of ['certificate', 'private-key'] as const) {
    typed.get(
      `/api/tools/certificates/:id/download/${kind}`,
      { schema: { params } },
      async (request, reply) => {
        const download = await readCertificateDownload(deps, request, request.params.id, kind);
        return reply
          .type('application/x-pem-file')
          .header('Content-Disposition', formatDisposition('attachment', download.fileName))
          .header('Cache-Control', 'no-store')
          .send(download.text);
      },
    );
  }
}
