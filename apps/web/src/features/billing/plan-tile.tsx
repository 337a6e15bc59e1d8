import type { Plan } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';

/** One plan: name, price in dollars per interval, features with check marks, and its button. */
export function PlanTile({
  plan,
  current,
  pending,
  disabled,
  onSubscribe,
}: {
  plan: Plan;
  current: boolean;
  pending: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation();
  // Plan names and features are the seeded English texts; shown in the user's language when known.
  const text = useMessageText();
  const headingId = `plan-${plan.id}`;
  return (
    <section className={current ? 'plan-tile is-current' : 'plan-tile'} aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 mb-1">
        {text(plan.name)}
      </h3>
      <p className="plan-price mb-3">
        {t('billing.plans.perInterval', {
          price: formatMoney(plan.price),
          interval: t(`billing.plans.intervals.${plan.interval}`),
        })}
      </p>
      <ul className="plan-features list-unstyled mb-4">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckCircleIcon
              width={16}
              height={16}
              className="text-success flex-shrink-0"
              aria-hidden="true"
            />
            <span>{text(feature)}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-auto"
        variant={current ? 'outline-success' : 'primary'}
        disabled={current || disabled}
        onClick={onSubscribe}
      >
        {pending ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t('billing.plans.redirecting')}
          </>
        ) : current ? (
          t('billing.plans.currentPlan')
        ) : (
          t('billing.plans.subscribeNow')
        )}
      </Button>
    </section>
  );
}
