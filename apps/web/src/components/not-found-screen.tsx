import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { CenteredMessage } from './centered-message.tsx';

/** Any path the app does not know (spec 2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
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
  );
}
