import { LOAD_MESSAGES } from '@loadboard/contracts';
import { useEffect } from 'react';
import { LoadDetailsSlot } from '../../lib/load-details-slot.tsx';
import { useLoad } from '../../lib/load-query.ts';
import { notifyError } from '../../lib/notify.ts';

interface NotificationLoadModalProps {
  target: { loadId: number; allowRequest: boolean } | null;
  onHide: () => void;
}

/** The details of the load a notification is about (GET /api/loads/:id), with its request form when useful. */
export function NotificationLoadModal({ target, onHide }: NotificationLoadModalProps) {
  const load = useLoad(target?.loadId ?? null);
  const failed = target !== null && load.isError;

  useEffect(() => {
    if (failed) {
      notifyError(load.error, LOAD_MESSAGES.fetchFailed);
      onHide();
    }
  }, [failed, load.error, onHide]);

  return (
    <LoadDetailsSlot
      load={target && load.data?.id === target.loadId ? load.data : null}
      onHide={onHide}
      allowRequest={target?.allowRequest ?? false}
    />
  );
}
