import { type PGlite, protocol } from '@electric-sql/pglite';

/** A message of the engine's answer, as PGlite's parser gives it. */
export type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

const { CommandCompleteMessage, DataRowMessage } = protocol.messages;

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
/**
 * Messages that tell a run's answer nothing: ParseComplete, BindComplete, NoData, EmptyQueryResponse,
 * PortalSuspended, ReadyForQuery.
 */
const SAYS_NOTHING = new Set([0x31, 0x32, 0x6e, 0x49, 0x73, 0x5a]);

/**
 * The messages of an answer from the engine, as PGlite's own parser gives them, for the ones a
 * statement's result is read from. Its parser copies every field of every row into an ArrayBuffer of
 * its own before decoding it: with a page of post views (twenty rows of fifty fields) that was most
 * of the time a search spent in JavaScript on PGlite (bench/RESULTS.md). Here a row's fields are
 * decoded straight from the answer's bytes. Any other message (an error, a notice, a notification, a
 * parameter's new value) is left to PGlite's parser, one message at a time.
 */
export function readAnswer(answer: Uint8Array): Message[] {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const messages: Message[] = [];
  let at = 0;
  while (at < bytes.length) {
    const type = bytes[at] as number;
    // The length counts itself, not the type's byte.
    const length = bytes.readInt32BE(at + 1);
    const end = at + 1 + length;
    if (type === DATA_ROW) {
      messages.push(dataRow(bytes, at + 5, length));
    } else if (type === COMMAND_COMPLETE) {
      // Its tag is a C string: the terminating zero is not text.
      messages.push(new CommandCompleteMessage(length, bytes.toString('utf8', at + 5, end - 1)));
    } else if (!SAYS_NOTHING.has(type)) {
      new protocol.Parser().parse(answer.subarray(at, end), (message) => messages.push(message));
    }
    at = end;
  }
  return messages;
}

/** A DataRow's fields as text (the format every run binds for): a count, then each one's length and bytes; -1 is NULL. */
function dataRow(bytes: Buffer, start: number, length: number): Message {
  const count = bytes.readInt16BE(start);
  const fields: (string | null)[] = new Array(count);
  let at = start + 2;
  for (let i = 0; i < count; i++) {
    const size = bytes.readInt32BE(at);
    at += 4;
    if (size === -1) fields[i] = null;
    else {
      fields[i] = bytes.toString('utf8', at, at + size);
      at += size;
    }
  }
  return new DataRowMessage(length, fields);
}
