import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The sandbox provider's signing key on the e2e servers (serve-fresh.ts sets it). */
export const E2E_SANDBOX_SECRET = 'e2e-sandbox-signing-key';

/**
 * Sends the sandbox provider's signed webhook saying `userId`'s subscription was cancelled and its
 * period is over: the way an account's paid time really ends.
 */
export async function endSubscription(request: APIRequestContext, userId: number) {
  const now = new Date();
  const body = {
    events: [
      {
        eventId: `e2e-end-${userId}-${now.getTime()}`,
        eventType: 'subscription_cancelled',
        occurredAt: now.toISOString(),
        userId,
        subscription: {
          providerSubscriptionId: `sandbox-sub-${userId}`,
          planProviderId: 'carrier-pro-USD-Monthly',
          status: 'cancelled',
          currentPeriodEnd: new Date(now.getTime() - 60_000).toISOString(),
        },
      },
    ],
  };
  const signature = createHmac('sha256', E2E_SANDBOX_SECRET).update(JSON.stringify(body)).digest('hex');
  const res = await request.post('/api/billing/webhook', {
    data: body,
    headers: { 'x-sandbox-signature': signature },
  });
  if (!res.ok()) throw new Error(`the webhook was refused: ${res.status()} ${await res.text()}`);
}
