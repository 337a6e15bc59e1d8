import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredMessage } from './centered-message.tsx';

/** Any path the app does not know (spec 2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('errors.notFoundTitle')} · ${t('common.appName')}`}</title>
      <CenteredMessage
        fullPage
        eyebrow="404"
        title={t('errors.notFoundTitle')}
        text={t('errors.notFound')}
        action={
          <Link to="/" className="btn btn-primary">
            {t('common.backToHome')}
          </Link>
        }
      />
    </>
  );
}
