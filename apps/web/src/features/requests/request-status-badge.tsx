import type { RequestStatus } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { requestStatusTone } from './decision.ts';

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
