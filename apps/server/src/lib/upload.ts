import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, validationFailed } from './app-error.ts';

/** The sentences an upload route answers with when no usable file arrives. */
export interface UploadMessages {
  /** No file in the expected field (or an empty file input). */
  missing: string;
  /** The file passes the route's size limit (413). */
  tooLarge: string;
  /** The body ended before its closing boundary (a dropped connection, a truncated request). */
  cutOff: string;
  /** More files than the one expected; `missing` when not given. */
  tooMany?: string;
}

/**
 * Lets the routes of `app`'s plugin take one uploaded file of at most `maxBytes`. Called inside each
 * upload route's own plugin, so no other route accepts uploads by accident.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
}

/**
 * Reads the one file a multipart upload carries in `field` (the route's plugin called
 * `acceptUploads` with its size limit), skipping other parts. The parser stops at the limit, so an
 * oversize file is refused without being held whole.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw validationFailed([messages.missing], { [field]: messages.missing });
  let upload: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && !upload) {
        upload = { filename: part.filename, bytes: await part.toBuffer() };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.tooLarge, 'PAYLOAD_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw validationFailed([messages.tooMany ?? messages.missing]);
    // The parser's own refusals carry a status; an error without one is the body ending early.
    if ((error as { statusCode?: number }).statusCode === undefined) throw badRequest(messages.cutOff);
    throw error;
  }
  // A browser sends an empty part with no name when the file input was left empty.
  if (!upload || (upload.filename === '' && upload.bytes.length === 0))
    throw validationFailed([messages.missing], { [field]: messages.missing });
  return upload;
}
