/** A server-sent events client for tests: real HTTP through fetch, events parsed as EventSource does. */

export interface SseMessage {
  /** 'message' when the server named none. */
  event: string;
  data: string;
  /** The `retry:` field, when the message carried one. */
  retry?: number;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  /** The body of an answer that is not a stream (a 401, say). */
  body?: unknown;
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** Every message received so far, in order. */
  messages: SseMessage[];
  /** The next message (after those already taken) that `match` accepts; rejects after `timeoutMs`. */
  next(match?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const isStream = res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (!isStream) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return {
      status: res.status,
      headers: res.headers,
      body,
      comments,
      messages,
      next: () => Promise.reject(new Error(`Not an event stream (${res.status}): ${text}`)),
      ended: Promise.resolve(),
      close: () => abort.abort(),
    };
  }

  const parseBlock = (block: string) => {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    let hasField = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      hasField = true;
      if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') message.retry = Number(value);
    }
    if (!hasField) return;
    message.data = data.join('\n');
    messages.push(message);
  };

  const ended = (async () => {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close(), or the connection was cut.
    } finally {
      wake();
    }
  })();
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
    wake();
  });

  const next = (match: (message: SseMessage) => boolean = () => true, timeoutMs = 5000) =>
    new Promise<SseMessage>((resolve, reject) => {
      const check = () => {
        while (taken < messages.length) {
          const message = messages[taken++] as SseMessage;
          if (match(message)) {
            finish();
            resolve(message);
            return;
          }
        }
        if (isEnded) {
          finish();
          reject(new Error('The stream ended before the expected message'));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`No matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    status: res.status,
    headers: res.headers,
    comments,
    messages,
    next,
    ended,
    close: () => abort.abort(),
  };
}

/** The `{ count }` of an unread-count message. */
export const countOf = (message: SseMessage): number => (JSON.parse(message.data) as { count: number }).count;

export const isUnreadCount = (message: SseMessage) => message.event === 'unread-count';
