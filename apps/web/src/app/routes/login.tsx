import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      screen="login"
      footer={
        <div className="d-flex flex-wrap align-items-center justify-content-center gap-2">
          <span className="text-body-secondary">{t('auth.login.noAccount')}</span>
          <Link to="/register" className="btn btn-outline-primary btn-sm px-3">
            {t('auth.login.signUp')}
          </Link>
        </div>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
