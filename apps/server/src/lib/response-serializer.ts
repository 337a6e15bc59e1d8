import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `X | null` as JSON Schema says it with a type list, which fast-json-stringify writes with a
 * typeof check; as zod writes it (`anyOf` of the type and `null`) each value would be tried
 * against both by a schema validator.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = simplifyNullable(value);
  const choices = copy.anyOf;
  if (Array.isArray(choices) && choices.length === 2) {
    const nullAt = choices.findIndex((choice) => (choice as JsonSchema).type === 'null');
    const other = choices[1 - nullAt] as JsonSchema | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string' && Object.keys(other).length === 1) {
      const { anyOf: _choices, ...rest } = copy;
      return { ...rest, type: [other.type, 'null'] };
    }
  }
  return copy;
}

/** The JSON Schema of what a response schema lets out (zod's output side). */
function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplifyNullable(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as JsonSchema;
}

/** Serializers by their JSON Schema's text: every app built in one process (the tests') shares them. */
const compiled = new Map<string, (data: unknown) => string>();
/**
 * And by the zod schema itself, for the ones routes share (the error body of every 4xx): each is
 * turned into JSON Schema once, not once per route and status.
 */
const bySchema = new WeakMap<object, (data: unknown) => string>();

/**
 * Fastify's serializer compiler for the routes' zod response schemas: each compiled, when the app
 * starts, to fast-json-stringify, which writes only the properties the contract names (a row's
 * other columns never leave the server) in the types it gives, and fails on a missing required
 * one. Checking every answer against its zod schema before writing it (fastify-type-provider-zod's
 * compiler) took a tenth of a list call's CPU in a profile (bench/RESULTS.md).
 */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const zodSchema = schema as z.ZodType;
  const known = bySchema.get(zodSchema);
  if (known) return known;
  const jsonSchema = responseJsonSchema(zodSchema);
  const key = JSON.stringify(jsonSchema);
  let serializer = compiled.get(key);
  if (!serializer) {
    serializer = fastJsonStringify(jsonSchema);
    compiled.set(key, serializer);
  }
  bySchema.set(zodSchema, serializer);
  return serializer;
}
