import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, TRANSACTION_STATUSES } from '@loadboard/contracts';
import { z } from 'zod';
import { hasValidSignature, hmac, readSignedValue, signValue } from '../../lib/signed.ts';
import { type BillingEvent, type BillingProvider, type ProviderPlan, WebhookRejected } from './provider.ts';

/** How long a checkout link works. */
const SESSION_TTL_MS = 30 * 60 * 1000;
/** The header the sandbox signs its webhooks with: HMAC-SHA256 of the JSON body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * What a checkout link carries: who pays for which plan, where the browser returns, and the link's
 * own id, which names the events and the payment paying it makes, so it can be paid once only.
 */
export interface SandboxSession {
  checkoutId: string;
  userId: number;
  planProviderId: string;
  returnUrl: string;
}

const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** The sandbox's webhook body: the normalised events, as JSON. */
const sandboxWebhook = z.object({
  events: z
    .array(
      z.object({
        eventId: z.string().min(1),
        eventType: z.string().min(1),
        occurredAt: isoDate,
        userId: z.number().int().positive(),
        subscription: z
          .object({
            providerSubscriptionId: z.string().min(1),
            planProviderId: z.string().min(1),
            status: z.enum(['trialing', 'active', 'past_due', 'cancelled']),
            currentPeriodEnd: isoDate,
          })
          .optional(),
        payment: z
          .object({
            providerTransactionId: z.string().min(1),
            amount: z.number().nonnegative(),
            status: z.enum(TRANSACTION_STATUSES),
            invoiceUrl: z.string().nullable(),
            planProviderId: z.string().nullable(),
          })
          .optional(),
      }),
    )
    .min(1),
});

const signatureOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[SANDBOX_SIGNATURE_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

export interface SandboxProvider extends BillingProvider {
  /** The session a checkout link names, or null when it was changed or has expired. */
  readSession(token: string): SandboxSession | null;
  /** The provider transaction id paying this checkout link records (one link, one payment). */
  paymentOf(session: SandboxSession): string;
  /** What paying sends, as a real provider's webhook would: signed body and its header. */
  paymentWebhook(
    session: SandboxSession,
    plan: ProviderPlan,
  ): { body: { events: unknown[] }; headers: Record<string, string> };
  /** The invoice page of a sandbox payment: a signed link, opened without a session. */
  invoiceUrl(providerTransactionId: string): string;
  /** Whether an invoice link's signature is the one this sandbox gave that payment. */
  isInvoiceLink(providerTransactionId: string, signature: string | undefined): boolean;
  /** Signs a webhook body as the sandbox does (tests and the Pay button use it). */
  sign(body: unknown): string;
}

/** The period a plan's payment buys, from `start`. */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * The default billing provider: its own hosted checkout page served by this app (no outside
 * service; its links are paths on the app itself, so they work at whatever address it is reached), reached through a signed, expiring session URL. Paying sends the same normalised events a
 * real provider's webhook would, signed the same way, through the same handler.
 */
export function createSandboxProvider({ secret }: { secret: string }): SandboxProvider {
  const sign = (body: unknown) => hmac(secret, JSON.stringify(body));
  return {
    name: 'sandbox',
    testMode: true,
    async createCheckout({ customer, plan, returnUrl }) {
      const session = signValue(
        secret,
        // Only the path: the browser comes back to the address it paid from, whatever PUBLIC_URL says.
        {
          checkoutId: randomUUID(),
          userId: customer.userId,
          planProviderId: plan.chargebeePlanId,
          returnUrl: new URL(returnUrl).pathname,
        },
        new Date(Date.now() + SESSION_TTL_MS),
      );
      return { url: `/api/billing/sandbox/checkout?session=${encodeURIComponent(session)}` };
    },
    async readWebhook({ headers, body }) {
      if (!hasValidSignature(secret, JSON.stringify(body), signatureOf(headers)))
        throw new WebhookRejected('unauthorized', BILLING_MESSAGES.webhookUnauthorized);
      const parsed = sandboxWebhook.safeParse(body);
      if (!parsed.success) throw new WebhookRejected('invalid', BILLING_MESSAGES.webhookInvalid);
      return parsed.data.events as BillingEvent[];
    },
    readSession(token) {
      const session = readSignedValue<SandboxSession>(secret, token);
      // A link signed before links had ids cannot be told paid from unpaid: it counts as expired.
      return typeof session?.checkoutId === 'string' ? session : null;
    },
    paymentOf: (session) => `sandbox-txn-${session.checkoutId}`,
    paymentWebhook(session, plan) {
      const now = new Date();
      const providerSubscriptionId = `sandbox-sub-${session.userId}`;
      const providerTransactionId = this.paymentOf(session);
      // Ids from the link's own: paying it again repeats these events, which are applied once.
      const events = [
        {
          eventId: `sandbox-evt-${session.checkoutId}-subscription`,
          eventType: 'subscription_activated',
          occurredAt: now.toISOString(),
          userId: session.userId,
          subscription: {
            providerSubscriptionId,
            planProviderId: plan.chargebeePlanId,
            status: 'active',
            currentPeriodEnd: periodEnd(now, plan.interval).toISOString(),
          },
        },
        {
          eventId: `sandbox-evt-${session.checkoutId}-payment`,
          eventType: 'payment_succeeded',
          occurredAt: now.toISOString(),
          userId: session.userId,
          payment: {
            providerTransactionId,
            amount: plan.price,
            status: 'success',
            invoiceUrl: this.invoiceUrl(providerTransactionId),
            planProviderId: plan.chargebeePlanId,
          },
        },
      ];
      const body = { events };
      return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: sign(body) } };
    },
    // Invoice links are for keeps, like a provider's: signed, never expiring.
    invoiceUrl(providerTransactionId) {
      const signature = hmac(secret, `invoice:${providerTransactionId}`);
      return `/api/billing/sandbox/invoices/${encodeURIComponent(providerTransactionId)}?sig=${signature}`;
    },
    isInvoiceLink: (providerTransactionId, signature) =>
      hasValidSignature(secret, `invoice:${providerTransactionId}`, signature),
    sign,
  };
}
