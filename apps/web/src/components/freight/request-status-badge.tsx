import type { RequestStatus } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Spec 4: PENDING warning, ACCEPTED green, REJECTED red. */
export function requestStatusTone(status: RequestStatus): 'warning' | 'success' | 'danger' {
  if (status === 'ACCEPTED') return 'success';
  if (status === 'REJECTED') return 'danger';
  return 'warning';
}

/** A request's status (spec 4): Pending warning, Accepted green, Rejected red. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  const tone = requestStatusTone(status);
  return (
    <Badge bg={tone} text={tone === 'warning' ? 'dark' : undefined} className="request-status-badge">
      {t(`requests.statuses.${status}`)}
    </Badge>
  );
}
