import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Spec 2: Read green, Unread yellow. */
export function ReadBadge({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation();
  return isRead ? (
    <Badge bg="success">{t('notifications.read')}</Badge>
  ) : (
    <Badge bg="warning" text="dark">
      {t('notifications.unread')}
    </Badge>
  );
}
