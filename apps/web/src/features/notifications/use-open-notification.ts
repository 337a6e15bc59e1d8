import type { NotificationView } from '@loadboard/contracts';
import { useCallback, useState } from 'react';
import type { LoadDetailsTarget } from '../../lib/load-details-by-id.tsx';
import { useMarkRead } from './api.ts';
import type { NotificationTarget } from './logic.ts';

/**
 * Opening a notification, from the Notifications page or the bell's panel: it is read, and a load
 * it is about shows in its details (`load`, for LoadDetailsById); a screen it leads to is its link's.
 */
export function useOpenNotification() {
  const markRead = useMarkRead();
  const [load, setLoad] = useState<LoadDetailsTarget | null>(null);
  const open = (notification: NotificationView, target: NotificationTarget) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    if (target?.kind === 'load') setLoad({ loadId: target.loadId, allowRequest: target.allowRequest });
  };
  const closeLoad = useCallback(() => setLoad(null), []);
  return { open, markRead, load, closeLoad };
}
