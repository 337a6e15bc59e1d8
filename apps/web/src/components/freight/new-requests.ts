import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { loadName } from '../../lib/format.ts';
import { useAnnounceRises } from '../../lib/use-announce-rises.ts';

type Counted = Pick<LoadView, 'id' | 'jobNumber' | 'requestsCount'>;

/**
 * Tells a screen reader of a new request on one of the user's posts shown on the screen (My Loads,
 * View Requests, the dashboard), as its requests count rises while the screen is open.
 */
export function useAnnounceNewRequests(loads: readonly Counted[] | undefined): void {
  const { t } = useTranslation();
  useAnnounceRises(
    loads,
    (load) => load.id,
    (load) => load.requestsCount ?? 0,
    (load, rise) => t('requests.newOnLoad', { count: rise, name: loadName(load) }),
  );
}
