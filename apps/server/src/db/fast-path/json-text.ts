/**
 * JSON the database wrote (a page of post views: loads/view.ts), of what an answer shows as `T`. It
 * goes out as it came: reading fifty columns a post into objects and writing them out again as JSON
 * was the largest part of a list call's own CPU (bench/RESULTS.md).
 */
export class JsonText<T> {
  /** Only says what the text holds; there is no such value. */
  declare readonly holds: T;

  constructor(readonly text: string) {}

  /** One JSON array of the JSON texts of its items, in their order. */
  static array<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
    return new JsonText<T[]>(`[${items.map((item) => item.text).join(',')}]`);
  }

  /** One JSON array of the `json` column of each row a statement read (each item's text), in their order. */
  static rows<T>(rows: readonly { json: string }[]): JsonText<T[]> {
    return new JsonText<T[]>(`[${rows.map((row) => row.json).join(',')}]`);
  }

  /** The value itself, for what reads it on the server (a mapping) rather than sending it. */
  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

/** `T` with any of its lists as the database wrote them. */
export type Written<T> = {
  [K in keyof T]: T[K] extends readonly unknown[]
    ? T[K] | JsonText<T[K]>
    : T[K] extends object
      ? Written<T[K]>
      : T[K];
};

/** `value` as JSON text, each JsonText in it as it is, undefined properties left out as JSON.stringify does. */
export function writeJson(value: unknown): string {
  if (value instanceof JsonText) return value.text;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  let text = '';
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    text += `${text === '' ? '{' : ','}${JSON.stringify(key)}:${writeJson(field)}`;
  }
  return text === '' ? '{}' : `${text}}`;
}
