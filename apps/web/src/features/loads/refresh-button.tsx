import './loads.css';
import { LOAD_MESSAGES, type LoadView, refreshWaitMinutes } from '@loadboard/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/busy-button.tsx';
import { AgeText } from '../../components/freight/post-age.tsx';
import { SyncIcon } from '../../components/icons.tsx';
import { loadName } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useNow } from '../../lib/use-now.ts';
import { useRefreshLoad } from './api.ts';

/**
 * Refresh, for a post's owner: says the post is still meant, so it tops the board's newest and
 * loses its Stale mark. Shows when it was last refreshed; while it may not be refreshed yet (once an
 * hour, and only while ACTIVE), it is disabled and says why, the wait counting down on the page's
 * clock. `detailed` writes the reason out (a post's details); a list row keeps it in the tooltip.
 */
export function RefreshButton({ load, detailed = false }: { load: LoadView; detailed?: boolean }) {
  const { t } = useTranslation();
  const refresh = useRefreshLoad();
  const now = useNow();
  const reasonId = useId();
  // The post as the refresh answered it, until the list it came from has it too.
  const current = refresh.data?.data ?? load;
  const wait = refreshWaitMinutes(current.refreshedAt, new Date(now));
  const reason =
    current.status !== 'ACTIVE'
      ? t('loads.fresh.refreshOnlyActive')
      : wait > 0
        ? t('loads.fresh.refreshWait', { count: wait })
        : null;
  if (current.status !== 'ACTIVE' && !detailed) return null;
  return (
    <div className="refresh-post">
      <BusyButton
        variant="outline-success"
        size="sm"
        className="d-inline-flex align-items-center gap-1"
        busy={refresh.isPending}
        disabled={reason !== null}
        icon={<SyncIcon size={14} />}
        aria-label={t('loads.fresh.refreshLabel', { name: loadName(current) })}
        aria-describedby={reason ? reasonId : undefined}
        title={reason ?? t('loads.fresh.refreshHint')}
        onClick={() =>
          refresh.mutate(current.id, {
            onSuccess: () => notifySuccess(LOAD_MESSAGES.refreshed),
            onError: (error) => notifyError(error, LOAD_MESSAGES.refreshFailed),
          })
        }
      >
        {refresh.isPending ? t('loads.fresh.refreshing') : t('loads.fresh.refresh')}
      </BusyButton>
      {current.refreshedAt ? (
        <span className="refresh-post-when">
          {t('loads.fresh.refreshed')} <AgeText at={current.refreshedAt} />
        </span>
      ) : null}
      {reason ? (
        <span id={reasonId} className={detailed ? 'refresh-post-reason' : 'visually-hidden'}>
          {reason}
        </span>
      ) : null}
    </div>
  );
}
