import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits.ts';

/** Error codes the server puts in `code` (decisions.md, API contract). */
export const ERROR_CODES = [
  'SUBSCRIPTION_REQUIRED',
  'SUBSCRIPTION_EXPIRED',
  'ACCOUNT_INACTIVE',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVER_ERROR',
  'DATABASE_UNAVAILABLE',
  'SERVER_BUSY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
  /**
   * On a 422 (and the register 409 of a taken email or username): the sentence for each field that
   * has one, keyed by the field's path in the body (`pickupZip`, `equipmentDetails.year`), so a form
   * places it under its field without parsing the sentence. Sentences about the body as a whole
   * appear only in `errors`.
   */
  fields: z.record(z.string(), z.string()).optional(),
  /** On the 409 of a duplicate post: the owner's ACTIVE post it duplicates. */
  existingLoadId: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The error answers of any route that needs a signed-in, active account (401, 403). */
export const signedInErrors = { 401: errorBody, 403: errorBody };

/** `{ status: 'success', data, message? }`: the envelope of every successful answer. */
export const success = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ status: z.literal('success'), data, message: z.string().optional() });

const pageNumber = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .default(1);
/** A page size from 1 to MAX_PAGE_SIZE; lists other than the spec's (search) may default otherwise. */
export const pageLimit = (defaultSize: number = PAGE_SIZE) =>
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultSize);

/** `page` and `limit` of every paged list (decisions.md, API contract: from 1, 10 by default, at most 100). */
export const pageQuery = z.object({ page: pageNumber, limit: pageLimit() });
export type PageQuery = z.input<typeof pageQuery>;

export const pagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;

/** The answer of every paged list: its items under their own name, and the pagination. */
export const pagedAnswer = <K extends string, T extends z.ZodTypeAny>(key: K, item: T) =>
  z.object({ [key]: z.array(item), pagination } as { [P in K]: z.ZodArray<T> } & {
    pagination: typeof pagination;
  });

/** One sentence per problem, each once: how a zod failure becomes the `errors` of a 422. */
export const issueMessages = (error: z.ZodError): string[] => [
  ...new Set(error.issues.map((issue) => issue.message)),
];

/**
 * The `fields` of a 422: each field's first sentence, keyed by its dotted path. Issues about the
 * body as a whole (an empty path) have no field.
 */
export const issueFields = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
};
