import type { BillingProviderName, SubscriptionStatus, TransactionStatus } from '@loadboard/contracts';

/** A plan as a provider needs it at checkout. */
export interface ProviderPlan {
  id: string;
  name: string;
  /** Dollars per interval. */
  price: number;
  interval: 'month' | 'year';
  /** The provider's plan (item price) id. */
  chargebeePlanId: string;
}

/** Who is subscribing; `userId` travels with the checkout so webhooks name our user back. */
export interface ProviderCustomer {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

export interface CheckoutRequest {
  customer: ProviderCustomer;
  plan: ProviderPlan;
  /** Where the provider sends the browser after paying or declining: `${publicUrl}/subscription`. */
  returnUrl: string;
}

/**
 * One provider event, normalised. Every provider's webhook becomes a list of these, and the billing
 * service applies them through one handler (the sandbox's Pay button included):
 * - recorded once by `eventId` (a redelivered event changes nothing);
 * - `subscription` is the subscription's whole state as of `occurredAt`, applied only if newer than
 *   the state already stored (so events applied out of order end in the newest state);
 * - `payment` becomes one transaction row, once per `providerTransactionId`.
 */
export interface BillingEvent {
  eventId: string;
  /** The provider's name for it, e.g. `subscription_created`, `payment_succeeded`; kept for the record. */
  eventType: string;
  occurredAt: Date;
  /** Our user, as sent at checkout (Chargebee: the customer id is `user-<id>`). */
  userId: number;
  subscription?: {
    providerSubscriptionId: string;
    /** The provider plan id (`chargebeePlanId`). */
    planProviderId: string;
    status: Exclude<SubscriptionStatus, 'expired'>;
    currentPeriodEnd: Date;
  };
  payment?: {
    providerTransactionId: string;
    /** Dollars with cents. */
    amount: number;
    status: TransactionStatus;
    /** The provider's invoice page, or null; the sandbox answers its own invoice page. */
    invoiceUrl: string | null;
    /** The provider plan id the payment was for, when known. */
    planProviderId: string | null;
  };
}

/** A webhook that is unsigned, wrongly signed or unreadable: the route answers 401 (or 400) and changes nothing. */
export class WebhookRejected extends Error {
  constructor(
    readonly reason: 'unauthorized' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** What every billing provider does; chosen by `BILLING_PROVIDER`. */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Whether it charges no card (the sandbox): its payments are marked test and count as no revenue. */
  readonly testMode: boolean;
  /** Starts a hosted checkout and answers the URL the browser goes to. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /**
   * Checks a webhook's credentials (Chargebee: HTTP Basic from settings) and reads its events.
   * Throws WebhookRejected when the credentials are missing or wrong, or the body is not an event.
   */
  readWebhook(request: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }): Promise<BillingEvent[]>;
}
