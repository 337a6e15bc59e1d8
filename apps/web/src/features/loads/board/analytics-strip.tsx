import type { LoadAnalytics } from '@loadboard/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatMoney, formatNumber } from '../../../lib/format.ts';

/**
 * All Loads' analytics strip (spec 2): Total, Active, Balance, Average. It counts every status while
 * the list shows ACTIVE posts only, so a caption says what it counts (Total differs from the list's).
 */
export function AnalyticsStrip({ analytics }: { analytics: LoadAnalytics | undefined }) {
  const { t } = useTranslation();
  const captionId = useId();
  const items = [
    {
      key: 'total',
      label: t('loads.analytics.total'),
      value: analytics ? formatNumber(analytics.totalLoads) : null,
    },
    {
      key: 'active',
      label: t('loads.analytics.active'),
      value: analytics ? formatNumber(analytics.activeLoads) : null,
    },
    {
      key: 'balance',
      label: t('loads.analytics.balance'),
      value: analytics ? formatMoney(analytics.totalBalance) : null,
    },
    {
      key: 'average',
      label: t('loads.analytics.average'),
      value: analytics ? formatMoney(analytics.averageBalance) : null,
    },
  ];
  return (
    <section
      className="load-analytics-box mb-3"
      aria-label={t('loads.analytics.label')}
      aria-describedby={captionId}
    >
      <div className="load-analytics">
        {items.map((item) => (
          <div key={item.key} className={`load-analytics-item load-analytics-${item.key}`}>
            <div className="load-analytics-label">{item.label}</div>
            <div className="load-analytics-value">{item.value ?? EMPTY_VALUE}</div>
          </div>
        ))}
      </div>
      <p id={captionId} className="load-analytics-caption">
        {t('loads.analytics.caption')}
      </p>
    </section>
  );
}
