import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to="/login" className="fw-medium">
          <span aria-hidden="true">← </span>
          {t('auth.forgot.back')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
