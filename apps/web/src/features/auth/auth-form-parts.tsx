import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthScreen } from '../../components/auth-layout.tsx';
import { TextField } from '../../components/form/plain-fields.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';

/** The email a sign-in or a reset link goes to: the first field of its form. */
export function EmailField({
  label,
  error,
  registration,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoFocus
      error={error}
      {...registration}
    />
  );
}

/** A password: the one signed in with (`current-password`) or a new one (`new-password`). */
export function PasswordField({
  label,
  autoComplete,
  autoFocus,
  error,
  registration,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={error}
      {...registration}
    />
  );
}

/** The account screens' submit button: large, the card's whole width, worded by `auth.<screen>.submit(ting)`. */
export function AuthSubmitButton({
  screen,
  pending,
  className = 'w-100',
}: {
  screen: AuthScreen;
  pending: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <SubmitButton
      pending={pending}
      pendingLabel={t(`auth.${screen}.submitting`)}
      className={className}
      size="lg"
    >
      {t(`auth.${screen}.submit`)}
    </SubmitButton>
  );
}
