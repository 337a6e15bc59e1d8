import './freight.css';
import { type LoadView, STALE_AFTER_DAYS } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates.ts';
import { formatAge } from '../../lib/relative-time.ts';
import { useNow } from '../../lib/use-now.ts';

type Aged = Pick<LoadView, 'createdAt' | 'refreshedAt'>;

/** When a post's age counts from: its last refresh, else its posting. */
export const postAgeFrom = (load: Aged) => load.refreshedAt ?? load.createdAt;

/**
 * A moment as a live age ('12 min. ago'), in the user's language, with the exact date and time in
 * its zone in the tooltip (`title`, then `tooltip` around it: 'Posted …').
 */
export function AgeText({ at, tooltip }: { at: string; tooltip?: (dateTime: string) => string }) {
  const { i18n } = useTranslation();
  const now = useNow();
  const dates = useDates();
  const dateTime = dates.dateTime(at);
  return (
    <time className="post-age" dateTime={at} title={tooltip ? tooltip(dateTime) : dateTime}>
      {formatAge(at, now, i18n.language)}
    </time>
  );
}

/** 'Stale': a post on the board neither posted nor refreshed for a week; nothing otherwise. */
export function StaleBadge({ load }: { load: Pick<LoadView, 'stale'> }) {
  const { t } = useTranslation();
  if (!load.stale) return null;
  return (
    <span className="badge stale-badge" title={t('loads.fresh.staleTitle', { count: STALE_AFTER_DAYS })}>
      {t('loads.fresh.stale')}
    </span>
  );
}

/**
 * How old a post is, as every list shows it: its age from its last refresh or its posting, the
 * exact moment in the tooltip ('Refreshed …' or 'Posted …'), and the Stale mark when it has one.
 */
export function PostAge({ load }: { load: Aged & Pick<LoadView, 'stale'> }) {
  const { t } = useTranslation();
  return (
    <span className="post-age-cell">
      <AgeText
        at={postAgeFrom(load)}
        tooltip={(dateTime) =>
          load.refreshedAt
            ? t('loads.fresh.refreshedAt', { dateTime })
            : t('loads.fresh.posted', { dateTime })
        }
      />
      <StaleBadge load={load} />
    </span>
  );
}
