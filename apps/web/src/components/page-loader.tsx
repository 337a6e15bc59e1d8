import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** What shows while a screen's code or the signed-in user is on its way. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`d-flex align-items-center justify-content-center gap-2 text-body-secondary ${
        fullPage ? 'min-vh-100' : 'py-5'
      }`}
      role="status"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
