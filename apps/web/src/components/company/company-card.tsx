import type { CompanyCard as Card } from '@loadboard/contracts';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useCompanyCard } from '../../lib/company-records.ts';
import { useDates } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/format.ts';
import { Fact } from '../fact.tsx';
import { formatAnswerTime, formatShare } from './company-format.ts';
import './company.css';

/** The facts of a company's card: its account, then how it behaved over the last 90 days. */
export function CompanyCardFacts({ card }: { card: Card }) {
  const { t } = useTranslation();
  const dates = useDates();
  const answers = card.answersLast90Days;
  const deals = card.dealsLast90Days;
  const changed = card.contactChangedDaysAgo;
  return (
    <div className="company-card" data-testid="company-card">
      {changed === null ? null : (
        <Alert variant="warning" className="company-card-warning py-2 px-3 small mb-2">
          {changed === 0
            ? t('companies.card.contactChangedToday')
            : t('companies.card.contactChanged', { count: changed })}
        </Alert>
      )}
      <dl className="company-card-facts mb-2">
        <Fact label={t('companies.card.memberSince')}>{dates.long(card.memberSince)}</Fact>
        <Fact label={t('companies.card.userType')}>{t(`userTypes.${card.userType}`)}</Fact>
        <Fact label={t('companies.card.dotNumber')}>
          {card.dotNumber ?? t('adminUsers.details.notAvailable')}
        </Fact>
      </dl>
      <p className="small text-body-secondary mb-1">{t('companies.card.subtitle')}</p>
      <dl className="company-card-facts mb-0">
        <Fact label={t('companies.card.posts')}>{formatNumber(card.postsLast90Days)}</Fact>
        <Fact label={t('companies.card.dealsAsPoster')}>{formatNumber(deals.asPoster)}</Fact>
        <Fact label={t('companies.card.dealsAsCarrier')}>{formatNumber(deals.asCarrier)}</Fact>
        <Fact label={t('companies.card.completed')}>{formatNumber(deals.completed)}</Fact>
        <Fact label={t('companies.card.cancelled')}>{formatNumber(deals.cancelled)}</Fact>
        <Fact label={t('companies.card.answeredWithin24h')}>
          {answers.rate === null
            ? t('companies.card.none')
            : t('companies.card.answeredShare', {
                share: formatShare(answers.rate),
                answered: formatNumber(answers.answeredWithin24h),
                counted: formatNumber(answers.counted),
              })}
        </Fact>
        <Fact label={t('companies.card.medianAnswer')}>
          {answers.medianMinutes === null
            ? t('companies.card.none')
            : formatAnswerTime(answers.medianMinutes)}
        </Fact>
      </dl>
    </div>
  );
}

/**
 * A company's card fetched while shown: a spinner, the facts, or a sentence when it failed.
 * `onChange` hears each change of what it shows (a popover places itself again).
 */
export function CompanyCardLoader({ userId, onChange }: { userId: number; onChange?: () => void }) {
  const { t } = useTranslation();
  const query = useCompanyCard(userId);
  const shown = query.status;
  useEffect(() => {
    if (shown) onChange?.();
  }, [onChange, shown]);
  if (query.data) return <CompanyCardFacts card={query.data} />;
  if (query.isPending) return <Spinner animation="border" size="sm" aria-label={t('common.loading')} />;
  return <p className="small text-danger mb-0">{t('companies.card.unavailable')}</p>;
}
