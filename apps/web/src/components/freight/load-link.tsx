import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadName } from '../../lib/format.ts';

/** A load named by its job number (or #id when it has none), opening its requests. */
export function LoadLink({ load }: { load: { id: number; jobNumber: string | null } }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/view-requests/${load.id}`}
      className="fw-medium"
      aria-label={t('dashboard.viewRequestsOf', { name: loadName(load) })}
    >
      {loadName(load)}
    </Link>
  );
}
