import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredMessage } from '../components/centered-message.tsx';
import { AlertIcon } from '../components/icons.tsx';
import { NotFoundScreen } from '../components/not-found-screen.tsx';

/** The root error screen: a broken or missing screen module, or an unexpected render error. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <CenteredMessage
      fullPage
      role="alert"
      icon={<AlertIcon size={28} />}
      title={t('errors.crashTitle')}
      text={t('errors.crash')}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}
