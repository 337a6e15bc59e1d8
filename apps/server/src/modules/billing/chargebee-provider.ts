import { BILLING_MESSAGES } from '@loadboard/contracts';
import Chargebee from 'chargebee';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameText } from '../../lib/signed.ts';
import { type BillingEvent, type BillingProvider, WebhookRejected } from './provider.ts';

/** The Chargebee settings BILLING_PROVIDER=chargebee needs, checked at start-up. */
export interface ChargebeeSettings {
  site: string;
  apiKey: string;
  /** Where the API is reached when not https://<site>.chargebee.com (a fake on loopback in tests). */
  apiUrl: string | undefined;
  webhookUsername: string;
  webhookPassword: string;
}

/** The settings from the configuration, or a start-up error naming every one that is missing. */
export function chargebeeSettings(config: Config): ChargebeeSettings {
  const missing = (
    [
      ['CHARGEBEE_SITE', config.CHARGEBEE_SITE],
      ['CHARGEBEE_API_KEY', config.CHARGEBEE_API_KEY],
      ['CHARGEBEE_WEBHOOK_USERNAME', config.CHARGEBEE_WEBHOOK_USERNAME],
      ['CHARGEBEE_WEBHOOK_PASSWORD', config.CHARGEBEE_WEBHOOK_PASSWORD],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0)
    throw new Error(
      `BILLING_PROVIDER=chargebee needs ${missing.join(', ')} (see the README, Billing with Chargebee)`,
    );
  return {
    site: config.CHARGEBEE_SITE as string,
    apiKey: config.CHARGEBEE_API_KEY as string,
    apiUrl: config.CHARGEBEE_API_URL,
    webhookUsername: config.CHARGEBEE_WEBHOOK_USERNAME as string,
    webhookPassword: config.CHARGEBEE_WEBHOOK_PASSWORD as string,
  };
}

/** Chargebee's subscription statuses as ours; `non_renewing` ends at its term's end like a cancelled one. */
const STATUS: Record<string, NonNullable<BillingEvent['subscription']>['status']> = {
  in_trial: 'trialing',
  active: 'active',
  non_renewing: 'cancelled',
  cancelled: 'cancelled',
  paused: 'cancelled',
};
const PAYMENT_STATUS: Record<string, NonNullable<BillingEvent['payment']>['status']> = {
  payment_succeeded: 'success',
  payment_failed: 'failed',
  payment_refunded: 'refunded',
};
/** Our customers are `user-<id>` at Chargebee (sent at checkout). */
const CUSTOMER_ID = /^user-(\d+)$/;

const unixTime = z.number().int().nonnegative();
/** The parts of a Chargebee event we read (https://apidocs.chargebee.com/docs/api/events). */
const chargebeeEvent = z
  .object({
    id: z.string().min(1),
    event_type: z.string().min(1),
    occurred_at: unixTime,
    content: z
      .object({
        customer: z.object({ id: z.string() }).loose().optional(),
        subscription: z
          .object({
            id: z.string(),
            customer_id: z.string(),
            status: z.string(),
            current_term_end: unixTime.optional(),
            trial_end: unixTime.optional(),
            cancelled_at: unixTime.optional(),
            subscription_items: z
              .array(z.object({ item_price_id: z.string(), item_type: z.string().optional() }).loose())
              .optional(),
          })
          .loose()
          .optional(),
        transaction: z
          .object({
            id: z.string(),
            customer_id: z.string().optional(),
            amount: z.number().int().nonnegative(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose();
type ChargebeeEvent = z.infer<typeof chargebeeEvent>;

const invalid = () => new WebhookRejected('invalid', BILLING_MESSAGES.webhookInvalid);

function userIdOf(event: ChargebeeEvent): number {
  const { content } = event;
  const customerId =
    content.subscription?.customer_id ?? content.transaction?.customer_id ?? content.customer?.id;
  const match = customerId ? CUSTOMER_ID.exec(customerId) : null;
  if (!match) throw invalid();
  return Number(match[1]);
}

const planOf = (subscription: NonNullable<ChargebeeEvent['content']['subscription']>) =>
  (subscription.subscription_items ?? []).find((item) => (item.item_type ?? 'plan') === 'plan')
    ?.item_price_id ?? null;

/** One Chargebee event as our normalised events (none for types we do not follow). */
export function normaliseChargebeeEvent(body: unknown): BillingEvent[] {
  const parsed = chargebeeEvent.safeParse(body);
  if (!parsed.success) throw invalid();
  const event = parsed.data;
  const paymentStatus = PAYMENT_STATUS[event.event_type];
  const followed = event.event_type.startsWith('subscription_') || paymentStatus !== undefined;
  if (!followed) return [];
  const subscription = event.content.subscription;
  const normalised: BillingEvent = {
    eventId: event.id,
    eventType: event.event_type,
    occurredAt: new Date(event.occurred_at * 1000),
    userId: userIdOf(event),
  };
  const status = subscription ? STATUS[subscription.status] : undefined;
  const plan = subscription ? planOf(subscription) : null;
  const end = subscription?.current_term_end ?? subscription?.trial_end ?? subscription?.cancelled_at;
  if (subscription && status && plan && end !== undefined)
    normalised.subscription = {
      providerSubscriptionId: subscription.id,
      planProviderId: plan,
      status,
      currentPeriodEnd: new Date(end * 1000),
    };
  const transaction = event.content.transaction;
  if (paymentStatus && transaction)
    normalised.payment = {
      providerTransactionId: transaction.id,
      amount: transaction.amount / 100,
      status: paymentStatus,
      // Chargebee's invoice PDFs are download links that expire within the hour: nothing to keep.
      invoiceUrl: null,
      planProviderId: plan,
    };
  return normalised.subscription || normalised.payment ? [normalised] : [];
}

/** Whether the Authorization header carries the webhook's Basic credentials, compared in constant time. */
function hasWebhookCredentials(header: string | string[] | undefined, settings: ChargebeeSettings): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const [scheme, encoded, ...rest] = (value ?? '').split(' ');
  if (scheme !== 'Basic' || !encoded || rest.length > 0) return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  const userOk = sameText(decoded.slice(0, colon), settings.webhookUsername);
  const passwordOk = sameText(decoded.slice(colon + 1), settings.webhookPassword);
  return userOk && passwordOk;
}

/** How the SDK reaches the API: Chargebee's own host, or CHARGEBEE_API_URL's. */
function sdkEnvironment(settings: ChargebeeSettings) {
  if (!settings.apiUrl) return { site: settings.site };
  const url = new URL(settings.apiUrl);
  // The SDK calls `${protocol}://${site}${hostSuffix}:${port}`.
  return {
    site: '',
    hostSuffix: url.hostname,
    protocol: url.protocol.replace(':', ''),
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
  };
}

/**
 * Chargebee (BILLING_PROVIDER=chargebee), through its official SDK: hosted checkout pages for a
 * plan's item price, and webhooks checked with HTTP Basic credentials from the settings.
 */
export function createChargebeeProvider(settings: ChargebeeSettings): BillingProvider {
  const chargebee = new Chargebee({
    apiKey: settings.apiKey,
    ...sdkEnvironment(settings),
    timeout: 10_000,
    sdkTelemetryEnabled: false,
  } as ConstructorParameters<typeof Chargebee>[0]);
  return {
    name: 'chargebee',
    testMode: false,
    async createCheckout({ customer, plan, returnUrl }) {
      try {
        const { hosted_page } = await chargebee.hostedPage.checkoutNewForItems({
          subscription_items: [{ item_price_id: plan.chargebeePlanId }],
          customer: {
            id: `user-${customer.userId}`,
            email: customer.email,
            first_name: customer.firstName,
            last_name: customer.lastName,
            company: customer.companyName,
          },
          redirect_url: returnUrl,
          cancel_url: returnUrl,
        });
        if (!hosted_page.url) throw new Error('Chargebee answered a hosted page without a URL');
        return { url: hosted_page.url };
      } catch (error) {
        // Chargebee refused or could not be reached: a 502 the user can retry; the cause is logged.
        const failure = new AppError(502, BILLING_MESSAGES.checkoutFailed, 'SERVER_ERROR');
        failure.cause = error;
        throw failure;
      }
    },
    async readWebhook({ headers, body }) {
      if (!hasWebhookCredentials(headers.authorization, settings))
        throw new WebhookRejected('unauthorized', BILLING_MESSAGES.webhookUnauthorized);
      return normaliseChargebeeEvent(body);
    },
  };
}
