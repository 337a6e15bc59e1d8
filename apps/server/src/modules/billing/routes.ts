import { randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  createCheckoutAnswer,
  createCheckoutBody,
  plan,
  subscriptionStatusAnswer,
  transaction,
} from '@loadboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOrCreateSecret } from '../../db/shared-secret.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { getUserProfile } from '../users/index.ts';
import { chargebeeSettings, createChargebeeProvider } from './chargebee-provider.ts';
import { type BillingProvider, WebhookRejected } from './provider.ts';
import { findPlanByProviderId, findProviderTransaction } from './queries.ts';
import { checkoutPage, invoicePage, refusedCheckoutPage } from './sandbox-pages.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import {
  applyBillingEvents,
  plansFor,
  sessionWithSubscription,
  startCheckout,
  transactionsOf,
} from './service.ts';

const tags = ['billing'];
const FORM = 'application/x-www-form-urlencoded';

/**
 * Plans, the user's subscription and payments, checkout, the provider's webhook, and the sandbox
 * provider's own hosted pages (decisions.md "Subscriptions and billing").
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The provider BILLING_PROVIDER names; the sandbox also serves its own pages below.
  const sandbox =
    app.config.BILLING_PROVIDER === 'sandbox'
      ? createSandboxProvider({
          secret:
            app.config.BILLING_SANDBOX_SECRET ??
            (await readOrCreateSecret(app.db, 'billing-sandbox', randomBytes(32).toString('hex'))),
        })
      : null;
  const provider: BillingProvider = sandbox ?? createChargebeeProvider(chargebeeSettings(app.config));
  const returnUrl = `${app.config.publicUrl}/subscription`;

  // The hosted checkout page posts a plain HTML form; only this plugin reads one.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/plans',
    routeOptions('signed-in', tags, {
      summary: "The plans on sale to the caller's account type (every plan for an admin)",
      answer: z.array(plan),
    }),
    async (request) => successAnswer(await plansFor(app.db, request.user.userType)),
  );

  app.get(
    '/subscription/status',
    // Signed in like the others, its session checked in the same statement as the subscription.
    routeOptions('signed-in-by-handler', tags, {
      summary:
        "The caller's subscription (a trial, a plan), or null if they never had one; testMode: " +
        'checkout is the sandbox, which charges no card',
      answer: subscriptionStatusAnswer,
    }),
    async (request) => {
      const { subscription } = await app.authenticateWith(request, (userId, tokenId) =>
        sessionWithSubscription(app.db, userId, tokenId),
      );
      return successAnswer({ subscription, testMode: provider.testMode });
    },
  );

  app.get(
    '/subscription/transactions',
    routeOptions('signed-in', tags, {
      summary: "The caller's payments, newest first",
      answer: z.array(transaction),
    }),
    async (request) => successAnswer(await transactionsOf(app.db, request.user.id)),
  );

  app.post(
    '/subscription/create-checkout',
    routeOptions('signed-in', tags, {
      summary: "Start the provider's hosted checkout for a plan (planId: the plan's chargebeePlanId)",
      body: createCheckoutBody,
      answer: createCheckoutAnswer,
      errors: [422],
    }),
    async (request) =>
      successAnswer(await startCheckout(app.db, provider, request.user, request.body.planId, returnUrl)),
  );

  /**
   * Reads a provider's events (401 when unsigned or wrongly signed, nothing changed) and applies
   * them; an event set aside is logged.
   */
  const receive = async (
    request: FastifyRequest,
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ) => {
    try {
      const events = await provider.readWebhook({ headers, body });
      return await applyBillingEvents(app.db, provider, events, (ignored) =>
        request.log.warn({ billingEvent: ignored }, 'billing event ignored'),
      );
    } catch (error) {
      if (error instanceof WebhookRejected)
        throw new AppError(
          error.reason === 'unauthorized' ? 401 : 400,
          error.message,
          error.reason === 'unauthorized' ? 'UNAUTHORIZED' : 'VALIDATION',
        );
      throw error;
    }
  };

  app.post(
    '/billing/webhook',
    routeOptions('public', tags, {
      summary: "The billing provider's events; signed by the provider, applied once each, in any order",
      answer: z.object({ applied: z.number().int(), repeated: z.number().int(), ignored: z.number().int() }),
      errors: [400, 401],
    }),
    async (request) => successAnswer(await receive(request, request.headers, request.body)),
  );

  if (sandbox) {
    app.get(
      '/billing/sandbox/checkout',
      routeOptions('public', tags, {
        summary: "The sandbox's hosted checkout page (a signed, expiring, single-use session link)",
        querystring: z.object({ session: z.string().default('') }),
      }),
      async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        const session = sandbox.readSession(request.query.session);
        const plan = session ? await findPlanByProviderId(app.db, session.planProviderId) : undefined;
        if (!session || !plan)
          return reply.status(400).send(refusedCheckoutPage(BILLING_MESSAGES.checkoutExpired));
        if (await findProviderTransaction(app.db, provider.name, sandbox.paymentOf(session)))
          return reply.status(409).send(refusedCheckoutPage(BILLING_MESSAGES.checkoutUsed));
        const payer = await getUserProfile(app.db, session.userId);
        return reply.send(checkoutPage(plan, request.query.session, payer.email));
      },
    );

    app.post(
      '/billing/sandbox/checkout',
      routeOptions('public', tags, {
        summary:
          'Pay or Decline on the sandbox checkout page; returns the browser to /subscription. A link ' +
          'already paid answers 409 and pays nothing.',
        consumes: [FORM],
        body: z.object({ session: z.string().default(''), action: z.enum(['pay', 'decline']) }),
      }),
      async (request, reply) => {
        const session = sandbox.readSession(request.body.session);
        const plan = session ? await findPlanByProviderId(app.db, session.planProviderId) : undefined;
        if (!session || !plan)
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(refusedCheckoutPage(BILLING_MESSAGES.checkoutExpired));
        if (request.body.action === 'decline')
          return reply.redirect(`${session.returnUrl}?checkout=cancelled`, 303);
        // Paying goes through the webhook's own path: the events a real provider would send, signed.
        // Their ids are the link's, so a link paid before (or being paid at this moment) only repeats
        // events the database already holds once: no second payment.
        const webhook = sandbox.paymentWebhook(session, plan);
        const outcome = await receive(request, webhook.headers, webhook.body);
        if (outcome.applied === 0 && outcome.repeated > 0)
          return reply
            .status(409)
            .type('text/html; charset=utf-8')
            .send(refusedCheckoutPage(BILLING_MESSAGES.checkoutUsed));
        return reply.redirect(`${session.returnUrl}?checkout=success`, 303);
      },
    );

    app.get(
      '/billing/sandbox/invoices/:id',
      routeOptions('public', tags, {
        summary: "A sandbox payment's invoice page (its signed link is the transaction's invoiceUrl)",
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ sig: z.string().optional() }),
      }),
      async (request, reply) => {
        const found = sandbox.isInvoiceLink(request.params.id, request.query.sig)
          ? await findProviderTransaction(app.db, provider.name, request.params.id)
          : undefined;
        if (!found) throw notFound();
        const customer = await getUserProfile(app.db, found.transaction.userId);
        return reply.type('text/html; charset=utf-8').send(
          invoicePage({
            number: found.transaction.id,
            date: found.transaction.createdAt,
            planName: found.planName,
            amount: found.transaction.amount,
            status: found.transaction.status,
            customer: `${customer.companyName} (${customer.email})`,
          }),
        );
      },
    );
  }
};
