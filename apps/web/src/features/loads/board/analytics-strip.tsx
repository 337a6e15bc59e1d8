import type { LoadAnalytics } from '@loadboard/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatMoney, formatNumber } from '../../../lib/format.ts';

/** The strip's figures, in order: which figure of the analytics, written as a count or as money. */
const ITEMS = [
  { key: 'total', of: 'totalLoads', format: formatNumber },
  { key: 'active', of: 'activeLoads', format: formatNumber },
  { key: 'balance', of: 'totalBalance', format: formatMoney },
  { key: 'average', of: 'averageBalance', format: formatMoney },
] as const;

/**
 * All Loads' analytics strip (spec 2): Total, Active, Balance, Average. It counts every status while
 * the list shows ACTIVE posts only, so a caption says what it counts (Total differs from the list's).
 */
export function AnalyticsStrip({ analytics }: { analytics: LoadAnalytics | undefined }) {
  const { t } = useTranslation();
  const captionId = useId();
  const items = ITEMS.map(({ key, of, format }) => ({
    key,
    label: t(`loads.analytics.${key}`),
    value: analytics ? format(analytics[of]) : null,
  }));
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
