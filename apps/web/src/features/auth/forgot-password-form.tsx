import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, MESSAGES } from '@loadboard/contracts';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/plain-fields.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useForgotPassword } from './api.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => notifySuccess(MESSAGES.forgotSuccess),
      onError: (error) => notifyError(error, MESSAGES.forgotFailed),
    }),
  );

  if (request.isSuccess) {
    return (
      <Alert variant="success" className="mb-0" role="status">
        <Alert.Heading as="h2" className="h6 fw-semibold">
          {t('auth.forgot.sentTitle')}
        </Alert.Heading>
        <p className="mb-1">{MESSAGES.forgotSuccess}</p>
        <p className="small mb-0">{t('auth.forgot.sentHint')}</p>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.forgot.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton
        pending={request.isPending}
        pendingLabel={t('auth.forgot.submitting')}
        className="w-100"
        size="lg"
      >
        {t('auth.forgot.submit')}
      </SubmitButton>
    </form>
  );
}
