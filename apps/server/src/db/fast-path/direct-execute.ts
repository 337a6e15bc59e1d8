import { DrizzleQueryError, is, Param, Placeholder } from 'drizzle-orm';

/** What a prepared select of Drizzle's keeps (its own fields, not part of its typed API), on either engine. */
interface PreparedInternals {
  params: unknown[];
  client: { query(...args: unknown[]): Promise<{ rows: unknown[][] }> };
  customResultMapper?: (rows: unknown[][]) => unknown;
  /** The driver's options: on node-postgres also the statement's text and name. */
  queryConfig?: { text?: string };
  /** The statement's text. */
  queryString?: string;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

type Values = Record<string, unknown>;

/** How one parameter of a statement is given a run's value: a placeholder's value, encoded or not, or a constant. */
function filler(param: unknown): (values: Values) => unknown {
  if (is(param, Placeholder)) return (values) => givenValue(values, param.name as string);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const name = param.value.name as string;
    const { encoder } = param;
    // A null goes as SQL's null, as Drizzle sends a null it is given outside a placeholder.
    return (values) => {
      const value = givenValue(values, name);
      return value === null ? null : encoder.mapToDriverValue(value);
    };
  }
  return () => param;
}

function givenValue(values: Values, name: string): unknown {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
}

/**
 * Gives a prepared select that maps its own rows (rows.ts) an `execute` that sends it straight to
 * its driver: its parameters filled by fillers worked out once, its rows through its mapper, a
 * driver's error wrapped as Drizzle wraps it. Drizzle's own `execute` checks each parameter's kind
 * on every run and goes through a tracing span, a cache check and three async closures on
 * node-postgres: about a tenth of a list call's own CPU, its four statements (bench/RESULTS.md).
 * Anything else is left as it is.
 */
export function withDirectExecute<T>(statement: T): T {
  const prepared = statement as unknown as PreparedInternals;
  const { customResultMapper: mapRows, queryConfig, queryString } = prepared;
  if (!mapRows || !Array.isArray(prepared.params) || !queryConfig) return statement;
  // node-postgres's config carries the statement's text and takes (config, params); PGlite's does
  // not, and takes (text, params, config).
  const text = queryConfig.text ?? queryString;
  if (text === undefined) return statement;
  const fillers = prepared.params.map(filler);
  const send =
    queryConfig.text !== undefined
      ? (params: unknown[]) => prepared.client.query(queryConfig, params)
      : (params: unknown[]) => prepared.client.query(text, params, queryConfig);
  prepared.execute = async (values = {}) => {
    const params = fillers.map((fill) => fill(values));
    const result = await send(params).catch((error: unknown) => {
      throw new DrizzleQueryError(text, params, error as Error);
    });
    return mapRows(result.rows);
  };
  return statement;
}
