import { LOAD_MESSAGES, type LoadStatus, type LoadView } from '@loadboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { DASHBOARD_KEY, LOADS_KEY } from './query-keys.ts';
import { useRefetch } from './use-refetch.ts';

/**
 * A post's status dropdown (spec 4: set directly, with no ordering), for My Loads and the admin's
 * list of every load: PATCH /api/admin/loads/:id/status (the owner or an admin), the spec's toasts,
 * and every list, count and dashboard of posts refreshed. `pendingId` is the post being changed.
 */
export function useLoadStatusChange() {
  const refetch = useRefetch(LOADS_KEY, DASHBOARD_KEY);
  const mutation = useMutation({
    mutationFn: ({ id, status }: { id: number; status: LoadStatus }) =>
      api.patch<unknown>(`/admin/loads/${id}/status`, { status }),
    onSuccess: () => refetch(),
  });
  const change = (load: LoadView, status: LoadStatus) => {
    if (status === load.status) return;
    mutation.mutate(
      { id: load.id, status },
      {
        onSuccess: () => notifySuccess(LOAD_MESSAGES.statusUpdated),
        onError: (error) => notifyError(error, LOAD_MESSAGES.statusUpdateFailed),
      },
    );
  };
  return { change, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
