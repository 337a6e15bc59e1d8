import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_FILENAME,
  importResult,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { acceptUploads, readUpload } from '../../lib/upload.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { importCheckThread, importLoadsCsv } from './import-service.ts';
import { sampleCsv } from './sample.ts';

/** The field of the upload form that carries the file (spec 7, POST /loads/import). */
const FILE_FIELD = 'file';

/** CSV import and its sample file, registered inside the `/api` prefix. */
export const loadImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, IMPORT_MAX_BYTES);
  const checks = importCheckThread();
  app.addHook('onClose', () => checks.close());

  app.post(
    '/loads/import',
    routeOptions('trading', ['loads'], {
      summary:
        'Import posts from a CSV file (multipart field `file`, the sample file’s columns); all or nothing',
      consumes: ['multipart/form-data'],
      answer: importResult,
      status: 201,
      errors: [413, 422],
    }),
    async (request, reply) => {
      const upload = await readUpload(request, FILE_FIELD, {
        missing: IMPORT_MESSAGES.selectFile,
        tooLarge: IMPORT_MESSAGES.tooLarge,
        cutOff: IMPORT_MESSAGES.cutOff,
        tooMany: 'Please select one file to import',
      });
      const { imported, routed } = await importLoadsCsv(app.db, checks, request.user, upload);
      request.log.info({ imported, routed }, 'loads imported');
      reply.status(201);
      return successAnswer({ imported }, IMPORT_MESSAGES.imported);
    },
  );

  app.get(
    '/loads/download-sample',
    routeOptions('signed-in', ['loads'], {
      summary: 'A sample CSV file for the import, with posts of the caller’s type',
      produces: ['text/csv'],
      response: { 200: z.string() },
    }),
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${IMPORT_SAMPLE_FILENAME}"`);
      return sampleCsv(request.user.userType);
    },
  );
};
