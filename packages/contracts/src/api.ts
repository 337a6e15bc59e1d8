import { z } from 'zod';

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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** `{ status: 'success', data, message? }`: the envelope of every successful answer. */
export const success = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ status: z.literal('success'), data, message: z.string().optional() });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more')
    .max(100, 'Limit must be at most 100')
    .default(10),
});

export const pagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;

/** One sentence per problem, each once: how a zod failure becomes the `errors` of a 422. */
export const issueMessages = (error: z.ZodError): string[] => [
  ...new Set(error.issues.map((issue) => issue.message)),
];
