import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteContent } from '../../../../content';
import {
  fileIdParamsSchema,
  fileUploadFieldsSchema,
  managedFileListSchema,
  managedFileSchema,
} from '../../../shared/api/admin-files';
import { errorReplySchema } from '../../../shared/api/errors';
import { pageQuerySchema } from '../../../shared/api/paging';
import { clientRoutes } from '../../../shared/client-routes';
import { formatMegabytes } from '../../../shared/text/format-megabytes';
import type { AppServices } from '../../app-services';
import { AppError, invalidFields } from '../../platform/errors';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { DOCX_CONTENT_TYPE, formatDisposition } from '../../platform/http/downloads';
import { sendPage } from '../../platform/http/keyset-page';
import { readMultipartForm } from '../../platform/http/multipart';
import { sendStoredFile } from '../../platform/http/send-file';
import { previewOf } from '../../services/files/file-preview';
import { pageFiles } from '../../services/files/file-repository';
import { findFileOrFail, removeFile, uploadFile } from '../../services/files/file-service';
import { writeBlogDocx } from '../../services/files/write-blog-docx';

export type FileRouteDeps = Pick<AppServices, 'db' | 'config' | 'blogImages'>;

const params = fileIdParamsSchema;

/** /api/tools/files and the blog export: spec §7. */
export function registerFileRoutes(app: FastifyInstance, deps: FileRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/tools/files',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: managedFileListSchema, 400: errorReplySchema },
      },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) => sendPage(request, reply, await pageFiles(deps.db, request.query)),
  );

  typed.post(
    '/api/tools/files/upload',
    { schema: { response: { 201: managedFileSchema, 400: errorReplySchema, 413: errorReplySchema } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxFileBytes: deps.config.uploadMaxBytes,
        tooLargeMessage: `The file is larger than the ${formatMegabytes(deps.config.uploadMaxBytes)} upload limit`,
      });
      if (!form.file) throw new AppError('bad-request', 'Choose a file to upload (form field "file")');
      const fields = fileUploadFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw invalidFields(fields.error.issues);
      const file = await uploadFile(deps.db, request, {
        bytes: form.file.bytes,
        clientName: form.file.fileName,
        ...fields.data,
      });
      return reply.status(201).send(file);
    },
  );

  typed.delete('/api/tools/files/:id', { schema: { params } }, async (request, reply) => {
    await removeFile(deps.db, request, request.params.id);
    return reply.status(204).send();
  });

  for (const wanted of ['preview', 'download'] as const) {
    typed.get(`/api/tools/files/:id/${wanted}`, { schema: { params } }, async (request, reply) => {
      const { file, bytes } = await findFileOrFail(deps.db, request.params.id);
      const sent = wanted === 'preview' ? previewOf({ ...file, bytes }) : { ...file, bytes };
      return sendStoredFile(reply, sent, wanted);
    });
  }

  let blogDocx: Promise<Buffer> | undefined;
  typed.get('/api/admin/files/blog-export', async (_request, reply) => {
    blogDocx ??= writeBlogDocx(
      siteContent,
      `${deps.config.publicUrl}${clientRoutes.blog}`,
      deps.blogImages,
    ).catch((error: unknown) => {
      blogDocx = undefined;
      throw error;
    });
    const name = `${siteContent.blog.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80)}.docx`;
    return reply
      .type(DOCX_CONTENT_TYPE)
      .header('Content-Disposition', formatDisposition('attachment', name))
      .header('Cache-Control', 'private, no-store')
      .send(await blogDocx);
  });
}
