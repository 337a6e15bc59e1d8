import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, MESSAGES } from '@loadboard/contracts';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/form/form.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useForgotPassword } from './api.ts';
import { AuthSubmitButton, EmailField } from './auth-form-parts.tsx';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const request = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((values) =>
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
        <p className="mb-1">{text(MESSAGES.forgotSuccess)}</p>
        <p className="small mb-0">{t('auth.forgot.sentHint')}</p>
      </Alert>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit}>
      <EmailField
        label={t('auth.forgot.email')}
        error={errors.email?.message}
        registration={register('email')}
      />
      <AuthSubmitButton screen="forgot" pending={request.isPending} />
    </Form>
  );
}
