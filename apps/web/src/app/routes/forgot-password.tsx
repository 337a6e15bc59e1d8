import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { BackToLoginLink } from '../../components/back-to-login-link.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout screen="forgot" footer={<BackToLoginLink>{t('auth.forgot.back')}</BackToLoginLink>}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
