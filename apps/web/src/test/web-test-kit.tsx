import '../i18n/index.ts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { signIn, signOut } from '../lib/session.ts';

/** The setup the web's screen tests share: a real API server on loopback, the providers, a session. */

/** Answers JSON; with headers, a text or bytes `body` goes as it is (a PDF with its content type). */
export type Answer = (status: number, body: unknown, headers?: Record<string, string>) => void;

/**
 * Serves the test file's API calls from a real HTTP server on loopback (no mocked fetch): `handle`
 * answers what it knows with `answer` (once its promise settles, when it reads the body); anything
 * it leaves unanswered is a 404. The test page's URL points at the server, so '/api' resolves there.
 */
export function serveApi(
  handle: (url: URL, answer: Answer, request: IncomingMessage) => void | Promise<void>,
) {
  let server: Server;
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const answer: Answer = (status, body, headers) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        const raw = headers && (typeof body === 'string' || body instanceof Uint8Array);
        response.end(raw ? body : JSON.stringify(body));
      };
      await handle(new URL(request.url ?? '/', 'http://localhost'), answer, request);
      if (!response.writableEnded) {
        answer(404, { status: 'error', message: 'Resource not found.', code: 'NOT_FOUND' });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `http://127.0.0.1:${port}/`,
    );
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}

/** The JSON body a request sent. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? undefined : JSON.parse(text);
}

/** A query client that does not retry, so a failure shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders `ui` inside the app's providers. */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  return render(<Providers queryClient={queryClient}>{ui}</Providers>);
}

/** Every test starts signed in as `user` (in this tab only) and ends signed out, its screen cleaned up. */
export function signedInEachTest(user: object, token = 'abc') {
  beforeEach(() => {
    signIn({ token, user }, false);
  });
  signedOutAfterEachTest();
}

/** Every test ends signed out, its screen cleaned up. */
export function signedOutAfterEachTest() {
  afterEach(() => {
    cleanup();
    signOut();
  });
}

/** A table's rows as text, headers and cells alike, French's narrow spaces read as spaces. */
export function tableRows(table: HTMLElement): (string | undefined)[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
    );
}
