import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { RegisterForm } from '../../features/auth/register-form.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      width="wide"
      screen="register"
      footer={
        <span className="text-body-secondary">
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className="fw-medium">
            {t('auth.register.login')}
          </Link>
        </span>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
