import './board-alert-me.css';
import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { AlertMeSlot } from '../../../lib/alert-me-slot.tsx';
import { useZipLookup, type ZipLookupState } from '../../../lib/zip-lookup.ts';
import { laneOf, placeOfFilter } from './board-lane.ts';

const infoOf = (lookup: ZipLookupState) => (lookup.status === 'found' ? lookup.info : null);

/**
 * 'Alert me about loads like this' for the lane the board is filtered by, once both its ends are
 * known places (see `placeOfFilter`); nothing otherwise.
 */
export function BoardAlertMe({
  origin,
  destination,
  loads,
}: {
  origin: string | undefined;
  destination: string | undefined;
  /** The posts listed for these filters; undefined while they load. */
  loads: LoadView[] | undefined;
}) {
  const { t } = useTranslation();
  // Whole ZIPs are named by the ZIP database (quietly: the filter is not a form).
  const originLookup = useZipLookup(origin?.trim(), { notify: false });
  const destinationLookup = useZipLookup(destination?.trim(), { notify: false });
  const lane = laneOf(
    placeOfFilter(origin, loads ?? [], 'origin', infoOf(originLookup)),
    placeOfFilter(destination, loads ?? [], 'destination', infoOf(destinationLookup)),
  );
  if (!lane) return null;
  return (
    <aside className="board-alert-me" aria-label={t('settings.alertMe.button')}>
      <span className="text-body-secondary small">
        {t('settings.alertMe.lane', { origin: lane.originLocation, destination: lane.destinationLocation })}
      </span>
      <AlertMeSlot lane={lane} size="sm" />
    </aside>
  );
}
