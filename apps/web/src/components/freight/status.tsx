import './freight.css';
import { LOAD_STATUSES, type LoadStatus, type LoadType, TRUCK_TYPES } from '@loadboard/contracts';
import type { TFunction } from 'i18next';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Spec 4: ACTIVE green, ASSIGNED info, anything else warning. */
export function statusTone(status: string): 'success' | 'info' | 'warning' {
  if (status === 'ACTIVE') return 'success';
  if (status === 'ASSIGNED') return 'info';
  return 'warning';
}

export function StatusBadge({ status }: { status: LoadStatus }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <Badge bg={tone} text={tone === 'success' ? undefined : 'dark'} className="load-status-badge">
      {t(`loads.statuses.${status}`)}
    </Badge>
  );
}

/**
 * 'Under review': the post is off the board while the admin reviews reports about it; only its
 * owner and the admin are told (`underReview` is null for anyone else).
 */
export function UnderReviewBadge({ load }: { load: { underReview?: boolean | null } }) {
  const { t } = useTranslation();
  if (!load.underReview) return null;
  return (
    <Badge bg="secondary" className="load-review-badge" title={t('loads.reports.underReviewHint')}>
      {t('loads.reports.underReview')}
    </Badge>
  );
}

const TYPE_TONES: Record<LoadType, string> = {
  RFP: 'text-bg-primary',
  RFD: 'text-bg-danger',
  TRUCK: 'text-bg-dark',
};

/** The post type as a short tag (RFP / RFD / Truck) with its full name for assistive tech. */
export function TypeBadge({ type }: { type: LoadType }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TYPE_TONES[type]} load-type-badge`} title={t(`loads.typeNames.${type}`)}>
      {t(`loads.types.${type}`)}
      <span className="visually-hidden"> ({t(`loads.typeNames.${type}`)})</span>
    </span>
  );
}

interface StatusSelectProps {
  status: LoadStatus;
  onChange: (status: LoadStatus) => void;
  disabled?: boolean;
  label: string;
}

/** The status dropdown of My Loads, tinted with the status colour. */
export function StatusSelect({ status, onChange, disabled, label }: StatusSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      className={`form-select form-select-sm load-status-select load-status-${statusTone(status)}`}
      value={status}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as LoadStatus)}
    >
      {LOAD_STATUSES.map((option) => (
        <option key={option} value={option}>
          {t(`loads.statuses.${option}`)}
        </option>
      ))}
    </select>
  );
}

/** A truck type's label; a value outside the list (an imported feed) reads as given. */
export function truckTypeLabel(t: TFunction, value: string): string {
  const known = TRUCK_TYPES.find((type) => type === value);
  return known ? t(`loads.truckTypes.${known}`) : value;
}

/**
 * A post's type and status badges, then its job number as the screen writes it (a dash or its
 * number when it has none); `className` spaces the line.
 */
export function LoadTags({
  load,
  jobNumber,
  className,
}: {
  load: { type: LoadType; status: LoadStatus; underReview?: boolean | null };
  jobNumber: string;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex flex-wrap align-items-center gap-2 ${className}`}>
      <TypeBadge type={load.type} />
      <StatusBadge status={load.status} />
      <UnderReviewBadge load={load} />
      <span className="text-body-secondary small">
        {t('common.labelled', { label: t('loads.details.jobNumber'), value: jobNumber })}
      </span>
    </div>
  );
}
