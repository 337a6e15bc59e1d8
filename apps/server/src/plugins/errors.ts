import { issueFields, MESSAGES } from '@loadboard/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, validationFailed } from '../lib/app-error.ts';
import { sqlState } from '../lib/db-errors.ts';

/** Connection-level failures that mean "the database is not there", not "the request was wrong". */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/**
 * PostgreSQL's refusals of a value the client sent that the field rules let through: a NUL in text
 * (22021) or in JSON text (22P05), a date out of its range (22008) or unreadable (22007). The field
 * helpers of the contracts refuse these first, naming the field; this keeps any field they miss a 4xx.
 */
const UNSTORABLE_VALUE_CODES = new Set(['22021', '22P05', '22008', '22007']);

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      // `/equipmentDetails/year` is the body's `equipmentDetails.year`.
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? MESSAGES.validation,
    }));
    // One sentence per problem, each once (a field can fail two rules with the same message).
    return validationFailed([...new Set(issues.map((issue) => issue.message))], issueFields(issues));
  }
  const cause = (error as { cause?: { code?: string } }).cause;
  if (DATABASE_DOWN_CODES.has(String(error.code)) || DATABASE_DOWN_CODES.has(String(cause?.code))) {
    return new AppError(503, MESSAGES.databaseUnavailable, 'DATABASE_UNAVAILABLE');
  }
  const state = sqlState(error);
  if (state && UNSTORABLE_VALUE_CODES.has(state)) return validationFailed([MESSAGES.unstorableValue]);
  if (error.statusCode === 413) {
    return new AppError(413, 'The request or file is too large.', 'PAYLOAD_TOO_LARGE');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own 4xx (malformed JSON, wrong content type): its message is safe and useful.
    return new AppError(error.statusCode, error.message);
  }
  return new AppError(500, MESSAGES.server, 'SERVER_ERROR');
}

/** Every failure leaves as `{ status: 'error', message, code?, errors? }`, never with a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toAppError(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply.status(answer.statusCode).send({
      status: 'error',
      message: answer.message,
      ...(answer.code ? { code: answer.code } : {}),
      ...(answer.errors ? { errors: answer.errors } : {}),
      ...(answer.fields && Object.keys(answer.fields).length > 0 ? { fields: answer.fields } : {}),
      ...(answer.existingLoadId !== undefined ? { existingLoadId: answer.existingLoadId } : {}),
    });
  });
}
