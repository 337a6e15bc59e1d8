import {
  type ErrorCode,
  issueFields,
  issueMessages,
  MESSAGES,
  tooManyAttemptsMessage,
} from '@loadboard/contracts';
import type { z } from 'zod';

/** An answer the client is meant to read: the status, a sentence, and optionally a code and details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: string[],
    /** On a 422: the sentence of each field that has one, by its dotted path (the body's `fields`). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** Sent as Retry-After: seconds before trying again is worth it (a rate limit, a sign-in wait). */
  retryAfterSeconds?: number;

  /** On the 409 of a duplicate post: the post it duplicates, sent as the body's `existingLoadId`. */
  existingLoadId?: number;

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string = MESSAGES.forbidden, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, message, code);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT', [message]);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, tooManyAttemptsMessage(retryAfterSeconds), 'RATE_LIMITED').withRetryAfter(
    retryAfterSeconds,
  );

/**
 * 422 with one sentence per problem; the message sums them up for a toast. `fields` names the field
 * of each sentence that belongs to one, so forms place it without reading the sentence.
 */
export function validationFailed(errors: string[], fields: Record<string, string> = {}): AppError {
  const message =
    errors.length === 1 ? (errors[0] as string) : `Please correct the following: ${errors.join('; ')}`;
  return new AppError(422, message, 'VALIDATION', errors, fields);
}

/** A zod failure as a 422: every sentence once, and each field's first sentence under its path. */
export const invalidInput = (error: z.ZodError): AppError =>
  validationFailed(issueMessages(error), issueFields(error.issues));

/** A 422 about one field of the body (an unknown ZIP, say). */
export const invalidField = (field: string, message: string): AppError =>
  validationFailed([message], { [field]: message });
