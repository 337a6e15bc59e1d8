import { Readable } from 'node:stream';
import { errorBody, signedInErrors, success } from '@loadboard/contracts';
import type { FastifyContextConfig, FastifyReply, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { CsvFile } from '../lib/csv-writer.ts';

/**
 * access.ts's RouteAccess, as it declares it on Fastify's config: importing access.ts would tie every
 * route file to the modules its hook reads.
 */
type RouteAccess = NonNullable<FastifyContextConfig['access']>;

type SuccessStatus = 200 | 201 | 202;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** A route as the API documents it, besides its access and tags: what it takes and what it answers. */
export interface RouteSpec<Params, Query, Body, Answer, Status extends SuccessStatus, Errors, Other> {
  /** Its answer is sent by `sendWritten` (config.written). */
  written?: true;
  /** false for a route that stays open and must not hold a slot of the admission line. */
  admission?: false;
  onRequest?: onRequestHookHandler[];
  summary: string;
  description?: string;
  consumes?: readonly string[];
  produces?: readonly string[];
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** The `data` of the success answer, `success(answer)`. */
  answer?: Answer;
  /** The status of the success answer; 200 unless given. */
  status?: Status;
  /** The error answers (errorBody) besides 401 and 403, which every route but a public one has. */
  errors?: readonly Errors[];
  /** Answers that are not the success envelope (a file, a job started), as they are. */
  response?: Other;
}

type Answers<
  Access,
  Answer,
  Status extends SuccessStatus,
  Errors extends ErrorStatus,
  Other,
> = (Answer extends z.ZodType ? Record<Status, ReturnType<typeof success<Answer>>> : unknown) &
  (Access extends 'public' ? unknown : typeof signedInErrors) &
  Record<Errors, typeof errorBody> &
  Other;

/**
 * A route's options: `config.access` (who may call it), its OpenAPI `schema` listed under `tags`,
 * and its answers built the one way every route shares: the success envelope, the signed-in errors
 * unless it is public, then its own errors.
 */
export function routeOptions<
  Access extends RouteAccess,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | undefined = undefined,
  Status extends SuccessStatus = 200,
  Errors extends ErrorStatus = never,
  Other extends Record<number, z.ZodType> = Record<never, never>,
>(
  access: Access,
  tags: readonly string[],
  spec: RouteSpec<Params, Query, Body, Answer, Status, Errors, Other>,
) {
  const { written, admission, onRequest, answer, status = 200, errors = [], response, ...schema } = spec;
  const answers: Record<number, z.ZodType> = { ...response };
  if (answer) answers[status] = success(answer);
  if (access !== 'public') Object.assign(answers, signedInErrors);
  for (const code of errors) answers[code] = errorBody;
  return {
    config: { access, ...(written && { written }), ...(admission === false && { admission }) },
    ...(onRequest && { onRequest }),
    schema: {
      tags,
      ...schema,
      // A route that answers only pages or files of its own (the sandbox's, a photo) documents none.
      ...(Object.keys(answers).length > 0 && { response: answers }),
    } as Omit<typeof schema, 'params' | 'querystring' | 'body'> & {
      tags: readonly string[];
      params: Params;
      querystring: Query;
      body: Body;
      response: Answers<Access, Answer, Status, Errors, Other>;
    },
  };
}

/**
 * The answer of a route whose 200 is a file of this media type, sent as it is (bytes or a stream) and
 * never serialised: its schema takes any body and only describes it. Spread into the route's spec.
 */
export function fileAnswer(type: string, description: string) {
  return { produces: [type], response: { 200: z.any().describe(description) } };
}

/** What every export (csvFile) holds besides its columns, for its route's description. */
export const CSV_EXPORT_NOTE =
  'Money in dollars as plain numbers, dates ISO 8601; streamed a thousand rows at a time; cells a ' +
  "spreadsheet would run as a formula start with '.";

/** Sends an export (csvFile) as a download under its name, streamed as its batches are read. */
export function sendCsvFile(reply: FastifyReply, file: CsvFile) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`);
  return reply.send(Readable.from(file.lines));
}
