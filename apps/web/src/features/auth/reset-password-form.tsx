import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resetPasswordBody } from '@loadboard/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Form } from '../../components/form/form.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useResetPassword } from './api.ts';
import { AuthSubmitButton, PasswordField } from './auth-form-parts.tsx';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordBody),
    // The token rides along from the link; it has no input of its own.
    defaultValues: { token, new_password: '', confirm_password: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        notifySuccess(MESSAGES.resetSuccess);
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        // A refused password ('This password is too common') goes under its field as well.
        applyServerErrors(form, error);
        notifyError(error, MESSAGES.resetFailed);
      },
    }),
  );

  return (
    <Form form={form} onSubmit={onSubmit}>
      <PasswordField
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        autoFocus
        error={errors.new_password?.message}
        registration={register('new_password')}
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        registration={register('confirm_password')}
      />
      <AuthSubmitButton screen="reset" pending={reset.isPending} />
    </Form>
  );
}
