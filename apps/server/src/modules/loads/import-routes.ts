import multipart from '@fastify/multipart';
import {
  errorBody,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_FILENAME,
  importResult,
  signedInErrors,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, validationFailed } from '../../lib/app-error.ts';
import { importLoadsCsv } from './import.ts';
import { sampleCsv } from './sample.ts';

/** The field of the upload form that carries the file (spec 7, POST /loads/import). */
const FILE_FIELD = 'file';

const tooLarge = () => new AppError(413, IMPORT_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');

/**
 * CSV import and its sample file, registered inside the `/api` prefix. Multipart parsing is
 * registered here only, so no other route accepts uploads by accident.
 */
export const loadImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });

  app.post(
    '/loads/import',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['loads'],
        summary:
          'Import posts from a CSV file (multipart field `file`, the sample file’s columns); all or nothing',
        consumes: ['multipart/form-data'],
        response: {
          201: success(importResult),
          401: errorBody,
          403: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw validationFailed([IMPORT_MESSAGES.selectFile]);
      let upload: { filename: string; bytes: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname === FILE_FIELD && !upload) {
            upload = { filename: part.filename, bytes: await part.toBuffer() };
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (code === 'FST_FILES_LIMIT') throw validationFailed(['Please select one file to import']);
        // The multipart parser's own refusals carry a status; an error without one is the body
        // itself ending before its closing boundary (a dropped connection, a truncated request).
        if ((error as { statusCode?: number }).statusCode === undefined)
          throw badRequest(IMPORT_MESSAGES.cutOff);
        throw error;
      }
      // A browser sends an empty part with no name when the file input was left empty.
      if (!upload || (upload.filename === '' && upload.bytes.length === 0))
        throw validationFailed([IMPORT_MESSAGES.selectFile]);
      const data = await importLoadsCsv(app.db, request.user, upload);
      reply.status(201);
      return { status: 'success' as const, data, message: IMPORT_MESSAGES.imported };
    },
  );

  app.get(
    '/loads/download-sample',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['loads'],
        summary: 'A sample CSV file for the import, with posts of the caller’s type',
        produces: ['text/csv'],
        response: { 200: z.string(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${IMPORT_SAMPLE_FILENAME}"`)
        .header('cache-control', 'no-store');
      return sampleCsv(request.user.userType);
    },
  );
};
