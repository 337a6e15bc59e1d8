import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type Message, readAnswer } from './pglite-answer.ts';
import { PlanChoice } from './pglite-plan-choice.ts';

/** A statement parsed under a name (or the unnamed one), with what describing it told. */
interface Described {
  /** '' for the unnamed statement, which the next unnamed Parse replaces. */
  name: string;
  /** The parameters' type OIDs, to write each value as PGlite's own `query` would. */
  parameterTypes: number[];
  /** Its RowDescription (undefined when it returns no rows), put before each run's rows to parse them. */
  rowDescription: Message | undefined;
  /** Kept statements only: whether it runs on its generic plan. */
  plans: PlanChoice | undefined;
}

/** Statements kept parsed at once by default; the least recently used beyond this are closed. */
const KEPT_STATEMENTS = 500;
/** Texts seen once that are remembered, to be kept parsed when they come again. */
const REMEMBERED_TEXTS = 2000;
/**
 * Longer texts are never kept: a bulk insert of a thousand rows is a text of its own each time, and
 * a kept plan of it takes megabytes of the engine's memory (500 of them ran it out).
 */
const LONGEST_KEPT_TEXT = 16_384;

/** SQLSTATE 0A000, as a kept statement whose result columns a schema change altered is refused. */
const CHANGED_RESULT_TYPE = /cached plan must not change result type/;

const { serialize } = protocol;
const { DatabaseError, NoticeMessage, NotificationResponseMessage } = protocol.messages;

const isCompletion = (message: Message) => message.name === 'commandComplete';

/**
 * Run just before a statement, in the same implicit transaction (the messages up to Sync), this has
 * it run on its generic plan; the setting ends with that transaction, error or not.
 */
const FORCE_GENERIC_PLAN = "SELECT set_config('plan_cache_mode', 'force_generic_plan', true)";
const FORCE_GENERIC_PLAN_NAME = 'lb_generic_plan';

/** The parsers a statement's results are read with, and its other options. */
type Parsing = [PGlite['parsers'], QueryOptions | undefined];

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite's `query` as the app's statements want it. A text run before is parsed and planned once
 * under a name of its own (PostgreSQL then plans it as any prepared statement: custom plans first,
 * a generic one when it costs no more; or its generic plan, where that was timed clearly faster:
 * pglite-plan-choice.ts), then each run is one Bind, Execute and Sync. A text seen for
 * the first time, or too long to keep, is parsed unnamed: two trips into the engine. PGlite's own
 * `query` makes six and parses, describes and plans the text anew every time: a short read cost
 * three times as much that way (bench/RESULTS.md). Answers, errors and the mutual exclusion with
 * transactions are those of `query`; a transaction's own statements still go through PGlite's path.
 */
export class PgliteStatements {
  private readonly named = new Map<string, Described>();
  private readonly seenOnce = new Set<string>();
  private readonly parsing = new WeakMap<QueryOptions, Parsing>();
  private counter = 0;
  private genericPlanParsed = false;

  /**
   * `onNotification` hears what a run's answer brings of `pg_notify` (a statement outside a
   * transaction that notifies): PGlite's own listeners never see those answers.
   */
  constructor(
    private readonly client: PGlite,
    private readonly onNotification: (channel: string, payload: string) => void = () => {},
    private readonly kept = KEPT_STATEMENTS,
  ) {}

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.client._runExclusiveTransaction(() =>
      this.client._runExclusiveQuery(async () => {
        try {
          return await this.run<T>(text, params, options);
        } catch (error) {
          // The schema changed under a kept statement: parse it again, once.
          if (!CHANGED_RESULT_TYPE.test((error as Error).message))
            throw this.failure(error, text, params, options);
          this.named.delete(text);
          try {
            return await this.run<T>(text, params, options);
          } catch (again) {
            throw this.failure(again, text, params, options);
          }
        }
      }),
    );
  }

  private async run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.statementFor(text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write =
        options?.serializers?.[statement.parameterTypes[i] as number] ??
        this.client.serializers[statement.parameterTypes[i] as number];
      return write ? write(value) : String(value);
    });
    const generic = statement.plans?.forcesGeneric ?? false;
    if (generic && !this.genericPlanParsed) await this.parseGenericPlanSetting();
    const started = performance.now();
    const messages = await this.exchange(
      joined([
        ...(generic ? [serialize.bind({ statement: FORCE_GENERIC_PLAN_NAME }), serialize.execute({})] : []),
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      options,
    );
    statement.plans?.ran(performance.now() - started, generic);
    // The setting's own answer (its row and completion) comes first.
    const own = generic ? messages.slice(messages.findIndex(isCompletion) + 1) : messages;
    const described = statement.rowDescription ? [statement.rowDescription, ...own] : own;
    const [parsers, rest] = this.parsingFor(options);
    return parse.parseResults(described, parsers, rest)[0] as Results<T>;
  }

  /**
   * Sends a run's messages and reads the answer with readAnswer (pglite-answer.ts) rather than PGlite's
   * parser, doing with what else comes what PGlite's `execProtocol` does: the first error is thrown
   * once the answer is read, notices go to `onNotice`, notifications to the listeners.
   */
  private async exchange(message: Uint8Array, options: QueryOptions | undefined): Promise<Message[]> {
    const parts: Uint8Array[] = [];
    await this.client.execProtocolRawStream(message, {
      syncToFs: true,
      // A view of the engine's memory, which its next output overwrites.
      onRawData: (part) => parts.push(part.slice()),
    });
    const messages = readAnswer(parts.length === 1 ? (parts[0] as Uint8Array) : joined(parts));
    let failure: Error | undefined;
    for (const message of messages) {
      if (message instanceof DatabaseError) failure ??= message;
      else if (message instanceof NoticeMessage) options?.onNotice?.(message);
      else if (message instanceof NotificationResponseMessage)
        this.onNotification(message.channel, message.payload);
    }
    if (failure) throw failure;
    return messages;
  }

  /** Parses the setting's statement, once per client: every later forced run only binds it. */
  private async parseGenericPlanSetting(): Promise<void> {
    await this.client.execProtocol(
      joined([
        serialize.parse({ name: FORCE_GENERIC_PLAN_NAME, text: FORCE_GENERIC_PLAN }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    this.genericPlanParsed = true;
  }

  /**
   * The parsers of a statement's results, and its options without them. With parsers of its own
   * (Drizzle's for dates and intervals, on every statement), PGlite would copy the client's few
   * hundred into a new object for every run: most of what a short read allocated (a young-generation
   * collection every few dozen unread counts). Here they go over the client's as its prototype, once
   * per options object: Drizzle keeps one per prepared statement and never changes it.
   */
  private parsingFor(options: QueryOptions | undefined): Parsing {
    if (!options?.parsers) return [this.client.parsers, options];
    let parsing = this.parsing.get(options);
    if (parsing === undefined) {
      parsing = [
        Object.assign(Object.create(this.client.parsers), options.parsers),
        { ...options, parsers: undefined },
      ];
      this.parsing.set(options, parsing);
    }
    return parsing;
  }

  /** The kept statement of `text`; else, parsed now: under a name if it came before, unnamed if not. */
  private async statementFor(text: string, options?: QueryOptions): Promise<Described> {
    const kept = this.named.get(text);
    if (kept) {
      // The most recently used last, so that the first is the one to close.
      this.named.delete(text);
      this.named.set(text, kept);
      return kept;
    }
    const keep = text.length <= LONGEST_KEPT_TEXT && this.seenOnce.delete(text);
    if (!keep && text.length <= LONGEST_KEPT_TEXT) {
      if (this.seenOnce.size >= REMEMBERED_TEXTS)
        this.seenOnce.delete(this.seenOnce.values().next().value as string);
      this.seenOnce.add(text);
    }
    const parts: Uint8Array[] = [];
    if (keep && this.named.size >= this.kept) {
      const [oldestText, oldest] = this.named.entries().next().value as [string, Described];
      this.named.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = keep ? `lb_${++this.counter}` : '';
    parts.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const { messages } = await this.client.execProtocol(joined(parts), { syncToFs: false });
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
      plans: keep ? new PlanChoice() : undefined,
    };
    if (keep) this.named.set(text, statement);
    return statement;
  }

  /** A database error as PGlite's `query` throws it: with the statement and its parameters. */
  private failure(error: unknown, query: string, params: unknown[], queryOptions?: QueryOptions): unknown {
    if (error instanceof Error && 'code' in error) Object.assign(error, { query, params, queryOptions });
    return error;
  }
}
