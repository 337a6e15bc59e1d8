import { LOAD_MESSAGES } from '@loadboard/contracts';
import { useEffect } from 'react';
import { LoadDetailsSlot } from './load-details-slot.tsx';
import { useLoad } from './load-query.ts';
import { notifyError } from './notify.ts';

export interface LoadDetailsTarget {
  loadId: number;
  /** Offers Submit Request when the user may request the post. */
  allowRequest: boolean;
}

/**
 * The details of a post known only by its id (a notification's, a request's): fetched with
 * GET /api/loads/:id, then shown in the details modal; a failure is toasted and closes it.
 */
export function LoadDetailsById({
  target,
  onHide,
}: {
  target: LoadDetailsTarget | null;
  onHide: () => void;
}) {
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
