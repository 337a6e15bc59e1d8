import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { UserType } from '@loadboard/contracts';
import type { FeedCheck } from './feed-check.ts';
import type { FeedCheckTask } from './feed-check-worker.ts';
import type { FeedBody } from './feed-formats.ts';

/** Threads reading feeds at once: one core is left to the event loop (and the database on PGlite). */
const CHECKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A feed that takes longer to read than this stops its thread and fails with FEED_TOO_SLOW. */
const CHECK_TIMEOUT_MS = 60_000;
/** A feed that needs more memory than this to read stops its thread and fails with FEED_TOO_BIG. */
const CHECKER_HEAP_MB = 512;

const FEED_TOO_SLOW = 'The feed took too long to read';
const FEED_TOO_BIG = 'The feed needs too much memory to read';
const FEED_UNREADABLE = 'The feed could not be read';

interface Pending {
  task: FeedCheckTask;
  resolve(check: FeedCheck): void;
  reject(error: Error): void;
}

interface Checker {
  thread: Worker;
  current: Pending | null;
  timer?: NodeJS.Timeout;
  /** Why the thread was stopped, for the feed it was reading. */
  stopped?: string;
}

/**
 * The thread's code: the built `feed-check-worker.js` beside the bundle that runs this (dist/ holds
 * every entry at its top), or, from the TypeScript source (tests, `npm run dev`), the source loaded
 * through tsx as the process itself is.
 */
function startThread(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: CHECKER_HEAP_MB } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./feed-check-worker.js', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./feed-check-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

const checkers: Checker[] = [];
const waiting: Pending[] = [];
let nextId = 1;

function settle(checker: Checker, outcome: (pending: Pending) => void) {
  const pending = checker.current;
  clearTimeout(checker.timer);
  checker.current = null;
  checker.thread.unref();
  if (pending) outcome(pending);
  dispatch();
}

/** Drops a thread that died or was stopped; its feed fails with `message`, the next feeds go on. */
function retire(checker: Checker, message: string) {
  checkers.splice(checkers.indexOf(checker), 1);
  settle(checker, (pending) => pending.resolve({ error: message }));
}

function startChecker(): Checker {
  const checker: Checker = { thread: startThread(), current: null };
  checker.thread.on('message', (answer: { id: number; check?: FeedCheck; crash?: string }) => {
    if (answer.id !== checker.current?.task.id) return;
    settle(checker, (pending) =>
      answer.check ? pending.resolve(answer.check) : pending.reject(new Error(answer.crash)),
    );
  });
  checker.thread.on('error', (error) => {
    const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (!outOfMemory) {
      checkers.splice(checkers.indexOf(checker), 1);
      return settle(checker, (pending) => pending.reject(error));
    }
    retire(checker, FEED_TOO_BIG);
  });
  checker.thread.on('exit', () => {
    if (checkers.includes(checker)) retire(checker, checker.stopped ?? FEED_UNREADABLE);
  });
  checkers.push(checker);
  return checker;
}

function dispatch() {
  while (waiting.length > 0) {
    const checker =
      checkers.find((candidate) => candidate.current === null) ??
      (checkers.length < CHECKERS ? startChecker() : null);
    if (!checker) return;
    const pending = waiting.shift() as Pending;
    checker.current = pending;
    checker.thread.ref();
    checker.timer = setTimeout(() => {
      checker.stopped = FEED_TOO_SLOW;
      void checker.thread.terminate();
    }, CHECK_TIMEOUT_MS);
    checker.thread.postMessage(pending.task);
  }
}

/** Starts a thread ahead of the first feed (when a sync starts), so its start overlaps the fetching. */
export function warmFeedCheckers(): void {
  if (checkers.length === 0) startChecker().thread.unref();
}

/**
 * Reads and checks a fetched feed on a feed-checker thread (`checkFeedBody`): CSV, JSON and HTML
 * parsing, the header and every row's rules all run off the event loop. An idle thread does not keep
 * the process alive.
 */
export function checkFeedOffThread(feed: FeedBody, userType: UserType): Promise<FeedCheck> {
  return new Promise((resolve, reject) => {
    waiting.push({ task: { id: nextId++, feed, userType }, resolve, reject });
    dispatch();
  });
}
