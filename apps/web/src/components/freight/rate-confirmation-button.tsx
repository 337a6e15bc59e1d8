import type { LoadStatus } from '@loadboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadName } from '../../lib/format.ts';
import { notifyError } from '../../lib/notify.ts';
import { openRateConfirmation } from '../../lib/open-pdf.ts';
import { BusyButton } from '../busy-button.tsx';
import { FileTextIcon } from '../icons.tsx';

type DealPost = {
  id: number;
  jobNumber: string | null;
  status: LoadStatus;
  assignedCarrierId: number | null;
};

/** A post taken by a carrier, or delivered: the statuses in which its deal stands. */
export const carriesDeal = (status: LoadStatus) => status === 'ASSIGNED' || status === 'COMPLETED';

/**
 * Whether a post has a deal whose rate confirmation the user may read: it is assigned or done, and
 * the server told this user who carries it (it tells only the two sides and the admin).
 */
export const hasRateConfirmation = (load: DealPost) =>
  carriesDeal(load.status) && load.assignedCarrierId !== null;

/**
 * Opens the deal's rate confirmation (a PDF) in a new tab; a failure is a toast with the server's
 * sentence. `compact` shows the icon alone, named for the post, where a row's actions are icons.
 */
export function RateConfirmationButton({
  load,
  reference,
  compact = false,
}: {
  load: Pick<DealPost, 'id' | 'jobNumber'>;
  /** The deal's reference (RC-…), when known, names a saved file. */
  reference?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openRateConfirmation(load.id, reference)
      .catch((error: unknown) => notifyError(error, t('loads.rateConfirmation.failed')))
      .finally(() => setBusy(false));
  };
  return (
    <BusyButton
      variant="outline-success"
      size="sm"
      className="d-inline-flex align-items-center gap-1 text-nowrap"
      busy={busy}
      icon={<FileTextIcon size={16} />}
      onClick={open}
      aria-label={t('loads.rateConfirmation.openLabel', { name: loadName(load) })}
      title={t('loads.rateConfirmation.open')}
    >
      {compact ? null : busy ? t('loads.rateConfirmation.opening') : t('loads.rateConfirmation.open')}
    </BusyButton>
  );
}
