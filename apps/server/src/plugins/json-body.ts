import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/** No body the API takes nests deeper than a few levels; this leaves room and no more. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`;

/**
 * Whether `text` opens more than `max` objects or arrays inside each other, read in one pass that
 * skips strings: a body of a million `[` is refused before anything parses or walks it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92)
        index++; // a backslash: the next character is escaped
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      if (++depth > max) return true;
    } else if (code === 125 || code === 93) depth--;
  }
  return false;
}

/** JSON bodies as Fastify parses them (prototype poisoning refused), once their depth is checked. */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    return parse(request, body as string, done);
  });
}
