import type { RequestStatus } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

type Tone = 'warning' | 'success' | 'danger' | 'info' | 'secondary';

/**
 * Spec 4: PENDING warning, ACCEPTED green, REJECTED red; a counter awaiting its answer is info and a
 * withdrawn request grey.
 */
const TONES: Record<RequestStatus, Tone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  COUNTERED: 'info',
  WITHDRAWN: 'secondary',
};

export function requestStatusTone(status: RequestStatus): Tone {
  return TONES[status];
}

/** A request's status in its colour (spec 4, and the counter-offers' two states). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  const tone = requestStatusTone(status);
  return (
    <Badge
      bg={tone}
      text={tone === 'warning' || tone === 'info' ? 'dark' : undefined}
      className="request-status-badge"
    >
      {t(`requests.statuses.${status}`)}
    </Badge>
  );
}
