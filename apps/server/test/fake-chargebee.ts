import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: its path, the API key it was signed with, and its form fields. */
export interface FakeChargebeeRequest {
  path: string;
  apiKey: string | null;
  form: URLSearchParams;
}

/**
 * A real HTTP server on 127.0.0.1 that speaks enough of Chargebee's API v2 for a hosted checkout:
 * `POST /api/v2/hosted_pages/checkout_new_for_items`, with the API key as the Basic user (as the SDK
 * sends it). It records what it was sent; `answer` can make it fail like Chargebee does.
 */
export async function startFakeChargebee(apiKey: string) {
  const received: FakeChargebeeRequest[] = [];
  let failure: { status: number; body: object } | null = null;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server: Server = createServer(async (request, response) => {
    const auth = request.headers.authorization ?? '';
    const key = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString('utf8').replace(/:$/, '')
      : null;
    const form = new URLSearchParams(await readBody(request));
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    received.push({ path, apiKey: key, form });
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (key !== apiKey)
      return send(401, {
        message: 'Sorry, authentication failed. Invalid api key',
        api_error_code: 'api_authentication_failed',
        error_code: 'api_authentication_invalid_key',
        http_status_code: 401,
        type: 'invalid_request',
      });
    if (failure) return send(failure.status, failure.body);
    if (request.method === 'POST' && path === '/api/v2/hosted_pages/checkout_new_for_items') {
      const id = `hp_${received.length}`;
      const now = Math.floor(Date.now() / 1000);
      return send(200, {
        hosted_page: {
          id,
          type: 'checkout_new',
          url: `https://acme-test.chargebee.com/pages/v4/${id}/`,
          state: 'created',
          embed: false,
          created_at: now,
          expires_at: now + 3600,
          object: 'hosted_page',
        },
      });
    }
    return send(404, {
      message: 'Sorry, we could not find that resource',
      api_error_code: 'resource_not_found',
      http_status_code: 404,
      type: 'invalid_request',
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** From now on every call answers this error (null: answer normally again). */
    answer(next: { status: number; body: object } | null) {
      failure = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A Chargebee webhook body for a subscription event of our user `userId`. */
export function chargebeeSubscriptionEvent(
  eventType: string,
  userId: number,
  subscription: { status: string; termEnd: Date; itemPriceId: string },
  occurredAt = new Date(),
  id = `ev_${eventType}_${userId}_${occurredAt.getTime()}`,
) {
  return {
    id,
    occurred_at: unix(occurredAt),
    source: 'admin_console',
    object: 'event',
    api_version: 'v2',
    event_type: eventType,
    webhook_status: 'scheduled',
    content: {
      subscription: {
        id: `sub_${userId}`,
        customer_id: `user-${userId}`,
        status: subscription.status,
        current_term_start: unix(occurredAt),
        current_term_end: unix(subscription.termEnd),
        subscription_items: [{ item_price_id: subscription.itemPriceId, item_type: 'plan', quantity: 1 }],
        object: 'subscription',
      },
      customer: { id: `user-${userId}`, object: 'customer' },
    },
  };
}

/** A Chargebee webhook body for a payment event (amount in cents, as Chargebee writes it). */
export function chargebeePaymentEvent(
  eventType: 'payment_succeeded' | 'payment_failed' | 'payment_refunded',
  userId: number,
  payment: { transactionId: string; amountCents: number; itemPriceId: string; termEnd: Date },
  occurredAt = new Date(),
) {
  const event = chargebeeSubscriptionEvent(
    eventType,
    userId,
    { status: 'active', termEnd: payment.termEnd, itemPriceId: payment.itemPriceId },
    occurredAt,
    `ev_${eventType}_${payment.transactionId}`,
  );
  return {
    ...event,
    content: {
      ...event.content,
      transaction: {
        id: payment.transactionId,
        customer_id: `user-${userId}`,
        amount: payment.amountCents,
        status: eventType === 'payment_failed' ? 'failure' : 'success',
        type: eventType === 'payment_refunded' ? 'refund' : 'payment',
        object: 'transaction',
      },
    },
  };
}
