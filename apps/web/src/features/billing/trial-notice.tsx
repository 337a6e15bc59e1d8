import { TRIAL_NOTICE_DAYS } from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDates } from '../../lib/dates.ts';
import { subscriptionQuery } from './api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Your trial ends on …' in the shell, from TRIAL_NOTICE_DAYS before the trial's end, with a way to
 * the plans. Not on the Subscription screen itself, which says it already.
 */
export function TrialNotice({ exempt }: { exempt: boolean }) {
  const { t } = useTranslation();
  const dates = useDates();
  const { pathname } = useLocation();
  const { data } = useQuery({ ...subscriptionQuery, enabled: !exempt, staleTime: 5 * 60 * 1000 });
  const ends = data?.subscription?.status === 'trialing' ? data.subscription.trialEndsAt : null;
  if (exempt || !ends || pathname === '/subscription') return null;
  const left = Date.parse(ends) - Date.now();
  if (left > TRIAL_NOTICE_DAYS * DAY_MS) return null;
  return (
    <Alert variant="warning" className="trial-notice d-flex flex-wrap align-items-center gap-2 py-2 mb-3">
      <span>{t('billing.trialNotice', { date: dates.long(ends) })}</span>
      <Link to="/subscription" className="alert-link">
        {t('billing.trialNoticeAction')}
      </Link>
    </Alert>
  );
}
