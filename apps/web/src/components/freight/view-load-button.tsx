import type { LoadView } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { loadName } from '../../lib/format.ts';
import { EyeIcon } from '../icons.tsx';

/** View, named for the post: opens its details. */
export function ViewLoadButton({
  load,
  onView,
  iconSize = 16,
}: {
  load: LoadView;
  onView: (load: LoadView) => void;
  iconSize?: number;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="d-inline-flex align-items-center gap-1"
      onClick={() => onView(load)}
      aria-label={t('loads.actions.viewLabel', { name: loadName(load) })}
    >
      <EyeIcon size={iconSize} />
      {t('loads.actions.view')}
    </Button>
  );
}
