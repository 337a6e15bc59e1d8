import { MESSAGES } from '@loadboard/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { BackToLoginLink } from '../../components/back-to-login-link.tsx';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { notifyError } from '../../lib/notify.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  // Spec 2: without a token the link is invalid; say so and go to /login.
  useEffect(() => {
    if (token) return;
    notifyError(null, MESSAGES.invalidResetLink);
    void navigate('/login', { replace: true });
  }, [token, navigate]);

  if (!token) return null;
  return (
    <AuthLayout screen="reset" footer={<BackToLoginLink>{t('auth.reset.back')}</BackToLoginLink>}>
      <ResetPasswordForm key={token} token={token} />
    </AuthLayout>
  );
}
