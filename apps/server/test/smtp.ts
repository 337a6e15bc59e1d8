import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the loopback server received it, with its text and HTML parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The first email (already received or yet to come) that `match` accepts. */
  waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface MimeEntity {
  headers: Map<string, string>;
  body: string;
}

function parseEntity(raw: string): MimeEntity {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/**
 * A header's RFC 2047 encoded words (`=?UTF-8?Q?Restablezca_su_contrase=C3=B1a?=`, or `?B?` base64)
 * as text; the white space between two encoded words is not part of the text.
 */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
    );
}

/** The decoded text/plain and text/html parts of a message, however deeply nested in multiparts. */
function textParts(entity: MimeEntity): { type: string; content: string }[] {
  const contentType = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(parseEntity(part.replace(/^\r?\n/, ''))));
  }
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  return [{ type, content: decodeBody(entity.body, entity.headers.get('content-transfer-encoding')) }];
}

function readMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const entity = parseEntity(raw);
  const parts = textParts(entity);
  const partOf = (type: string) => parts.find((part) => part.type === type)?.content ?? '';
  return {
    ...envelope,
    subject: decodeHeader(entity.headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
    raw,
  };
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives, so tests can
 * follow an emailed link. No TLS and no login: start the app with SMTP_URL set to `url`.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail = readMail(Buffer.concat(chunks).toString('utf8'), {
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
        });
        received.push(mail);
        for (const waiter of waiters.filter((candidate) => candidate.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail(match = () => true, timeoutMs = 5000) {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No matching email arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
