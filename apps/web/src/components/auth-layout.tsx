import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { BrandMark } from './brand-mark.tsx';

/** The public screens, by the name of their texts (`auth.<screen>.title`, `.subtitle`, `.submit`). */
export type AuthScreen = 'login' | 'register' | 'forgot' | 'reset';

interface AuthLayoutProps {
  screen: AuthScreen;
  /** 'wide' for the registration form. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
  footer?: ReactNode;
}

/** The public screens: a centred card under the brand, on a soft background. */
export function AuthLayout({ screen, width = 'narrow', children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const title = t(`auth.${screen}.title`);
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <main className={`auth-main auth-main-${width}`}>
        <Link to="/login" className="auth-brand text-decoration-none" aria-label={t('common.appName')}>
          <BrandMark size={40} />
          <span className="auth-brand-name">{t('common.appName')}</span>
        </Link>
        <Card className="auth-card border-0 shadow-sm">
          <Card.Body className="auth-card-body">
            <h1 className="h4 fw-semibold mb-1">{title}</h1>
            <p className="text-body-secondary mb-4">{t(`auth.${screen}.subtitle`)}</p>
            {children}
          </Card.Body>
          {footer ? <Card.Footer className="auth-card-footer text-center">{footer}</Card.Footer> : null}
        </Card>
        <p className="auth-copyright small text-body-secondary text-center mb-0">
          {t('common.copyright', { year: new Date().getFullYear() })}
        </p>
      </main>
    </div>
  );
}
