import { type LoginBody, MESSAGES } from '@loadboard/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../components/form/form.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLogin } from './api.ts';
import { AuthSubmitButton, EmailField, PasswordField } from './auth-form-parts.tsx';

// The rules (and zod) come once the user starts on the form: the page needs neither to show.
const rules = lazyResolver(() => import('./login-rules.ts').then((module) => module.loginResolver));

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  // The drawn form waits for its script: sent by the browser itself it would put the password in
  // the address, and typed into before a French page replaces it, it would lose what was typed.
  const ready = useHydrated();
  const form = useForm({
    resolver: rules.resolver,
    defaultValues: { email: '', password: '', rememberMe: false } satisfies LoginBody,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (stored) => {
        // Data without a token or user is rejected by the session and only logged (spec 4).
        if (!stored) return;
        notifySuccess(MESSAGES.loginSuccess);
        void navigate('/dashboard');
      },
      onError: (error) => notifyError(error, MESSAGES.loginFailed),
    }),
  );

  return (
    <Form form={form} method="post" onSubmit={onSubmit} onInput={rules.preload} onPointerDown={rules.preload}>
      <fieldset disabled={!ready}>
        <EmailField
          label={t('auth.login.email')}
          error={errors.email?.message}
          registration={register('email')}
        />
        <PasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          registration={register('password')}
        />
        <div className="d-flex align-items-center justify-content-between gap-3 mb-4">
          <div className="form-check mb-0">
            <input
              id="login-remember-me"
              type="checkbox"
              className="form-check-input"
              {...register('rememberMe')}
            />
            <label htmlFor="login-remember-me" className="form-check-label">
              {t('auth.login.rememberMe')}
            </label>
          </div>
          <Link to="/forgot-password" className="small fw-medium">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <AuthSubmitButton screen="login" pending={login.isPending} />
      </fieldset>
    </Form>
  );
}
