import type { UserStatus } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { statusTone } from './logic.ts';

/** Spec 2: active green, inactive red, other yellow. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <Badge bg={tone} text={tone === 'warning' ? 'dark' : undefined} className="user-status-badge">
      {t(`adminUsers.statuses.${status}`)}
    </Badge>
  );
}
