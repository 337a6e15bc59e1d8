import { NotificationsScreen } from '../../features/notifications/notifications-screen.tsx';

/** /notifications (spec 2). */
export function Component() {
  return <NotificationsScreen />;
}
