import './subscription.css';
import { BILLING_MESSAGES, type Plan, type SubscriptionView } from '@loadboard/contracts';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { useDates } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { errorTexts, notifySuccess } from '../../lib/notify.ts';
import { useCheckout, usePlans, useSubscription, useTransactions } from './api.ts';
import { PlanTile } from './plan-tile.tsx';
import { TransactionHistory } from './transaction-history.tsx';

/** Current Subscription: the status badge (green when active) and the next billing date. */
function CurrentSubscription({ subscription }: { subscription: SubscriptionView | null }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const dates = useDates();
  return (
    <TitledCard title={t('billing.current.title')}>
      {subscription ? (
        <dl className="subscription-facts mb-0">
          <div>
            <dt>{t('billing.current.plan')}</dt>
            <dd>
              {subscription.planName ? text(subscription.planName) : t('billing.current.trial')}{' '}
              <Badge
                bg={subscription.status === 'active' ? 'success' : 'warning'}
                text={subscription.status === 'active' ? undefined : 'dark'}
                data-testid="subscription-status"
              >
                {t(`billing.statuses.${subscription.status}`)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt>
              {subscription.status === 'trialing'
                ? t('billing.current.trialEnds')
                : subscription.status === 'active' || subscription.status === 'past_due'
                  ? t('billing.current.nextBillingDate')
                  : t('billing.current.accessEnds')}
            </dt>
            <dd>{dates.long(subscription.currentPeriodEnd)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mb-0">{text(BILLING_MESSAGES.noSubscription)}</p>
      )}
    </TitledCard>
  );
}

/** The outcome of a checkout the provider returned the browser from (`?checkout=success|cancelled`). */
function useCheckoutOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  // Kept once read: the address loses the parameter at once, so a reload does not say it again.
  const [cancelled] = useState(outcome === 'cancelled');
  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    if (outcome === 'success') notifySuccess(t('billing.checkout.success'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
    return undefined;
  }, [outcome, setParams, t]);
  return cancelled ? t('billing.checkout.cancelled') : null;
}

/** /subscription (spec 2, Subscription). */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const subscription = useSubscription();
  const plans = usePlans();
  const transactions = useTransactions();
  const checkout = useCheckout();
  const cancelled = useCheckoutOutcome();

  const loading = subscription.isPending || plans.isPending;
  const failure = subscription.error
    ? errorTexts(subscription.error, BILLING_MESSAGES.noSubscription)
    : plans.error
      ? [text(BILLING_MESSAGES.plansFailed)]
      : checkout.error
        ? errorTexts(checkout.error, BILLING_MESSAGES.checkoutFailed)
        : null;
  const current = subscription.data?.subscription ?? null;
  const isCurrent = (plan: Plan) => current?.status === 'active' && current.planId === plan.id;

  return (
    <>
      <PageHeader title={t('pages.subscription.title')} description={t('pages.subscription.description')} />
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure.join(' ')}
        </Alert>
      ) : null}
      {cancelled ? <Alert variant="secondary">{cancelled}</Alert> : null}
      {subscription.data?.testMode ? (
        <Alert variant="info" data-testid="billing-test-mode">
          <strong>{t('billing.testMode.title')}</strong> {t('billing.testMode.body')}
        </Alert>
      ) : null}
      {loading ? (
        <div className="d-flex justify-content-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : (
        <>
          {subscription.isSuccess ? <CurrentSubscription subscription={current} /> : null}
          {plans.data ? (
            <TitledCard title={t('billing.plans.title')}>
              <div className="plan-tiles">
                {plans.data.map((plan) => (
                  <PlanTile
                    key={plan.id}
                    plan={plan}
                    current={isCurrent(plan)}
                    pending={checkout.isPending && checkout.variables === plan.chargebeePlanId}
                    disabled={checkout.isPending || current?.status === 'active'}
                    onSubscribe={() => checkout.mutate(plan.chargebeePlanId)}
                  />
                ))}
              </div>
            </TitledCard>
          ) : null}
          {transactions.data && transactions.data.length > 0 ? (
            <TransactionHistory transactions={transactions.data} />
          ) : null}
        </>
      )}
    </>
  );
}
