import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { applicationParamsSchema } from '../../../shared/api/job-applications';
import {
  applicationDocumentParamsSchema,
  jobApplicationDocumentListSchema,
  jobApplicationDocumentSchema,
  jobDocumentUploadFieldsSchema,
} from '../../../shared/api/job-documents';
import { formatMegabytes } from '../../../shared/text/format-megabytes';
import { AppError, invalidFields } from '../../platform/errors';
import { readMultipartForm } from '../../platform/http/multipart';
import { sendStoredFile } from '../../platform/http/send-file';
import { findApplicationForUser } from '../../services/jobs/job-application-repository';
import { applicationNotFound } from '../../services/jobs/job-application-service';
import { listDocumentsForApplication } from '../../services/jobs/job-document-repository';
import { attachDocument, readDocumentOrFail, removeDocument } from '../../services/jobs/job-document-service';
import { actorOf, type JobRouteDeps } from './job-route-deps';

/**
 * An application's documents (job_application_documents): list, attach, download, delete.
 * Multipart parsing is registered in this scope only, as each upload area does.
 */
export function registerDocumentRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.config.uploadMaxBytes, files: 1 } });
    registerScopedRoutes(scope, deps);
  });
}

function registerScopedRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/job/applications/:id/documents',
    {
      schema: {
        params: applicationParamsSchema,
        response: { 200: jobApplicationDocumentListSchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const application = await findApplicationForUser(deps.db, userId, request.params.id);
      if (!application) throw applicationNotFound();
      return listDocumentsForApplication(deps.db, userId, application.id);
    },
  );

  typed.post(
    '/api/job/applications/:id/documents',
    {
      schema: {
        params: applicationParamsSchema,
        response: {
          201: jobApplicationDocumentSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          413: errorReplySchema,
          415: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxFileBytes: deps.config.uploadMaxBytes,
        tooLargeMessage: `The file is larger than the ${formatMegabytes(deps.config.uploadMaxBytes)} upload limit`,
      });
      if (!form.file) throw new AppError('bad-request', 'Choose a file to attach (form field "file")');
      const fields = jobDocumentUploadFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw invalidFields(fields.error.issues);
      const document = await attachDocument(deps.db, actorOf(request), request.params.id, {
        bytes: form.file.bytes,
        clientName: form.file.fileName,
        documentType: fields.data.documentType,
      });
      return reply.status(201).send(document);
    },
  );

  typed.get(
    '/api/job/applications/:id/documents/:documentId/download',
    { schema: { params: applicationDocumentParamsSchema } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const { document, bytes } = await readDocumentOrFail(deps.db, actorOf(request).userId, id, documentId);
      return sendStoredFile(reply, { ...document, bytes }, 'download');
    },
  );

  typed.delete(
    '/api/job/applications/:id/documents/:documentId',
    {
      schema: {
        params: applicationDocumentParamsSchema,
        response: { 204: z.undefined(), 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      await removeDocument(deps.db, actorOf(request), id, documentId);
      return reply.status(204).send();
    },
  );
}
