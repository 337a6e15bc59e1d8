import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody, MESSAGES } from '@loadboard/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import { Form } from '../../components/form/form.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { type ChangePasswordValues, useChangePassword } from './api.ts';

type PasswordValues = ChangePasswordValues;
const { Field } = fieldsOf<PasswordValues>();
const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/** The three fields in order: each one's label (under profile.password) and what browsers may fill in. */
const PASSWORD_FIELDS = [
  ['old_password', 'current', 'current-password'],
  ['new_password', 'new', 'new-password'],
  ['confirm_password', 'confirm', 'new-password'],
] as const;

/**
 * Change Password (spec 2 and 5, Profile): the contract's rules check the three fields first, so a
 * refused form sends nothing; each message clears as soon as its field is edited. The server's own
 * refusals (a wrong current password, a too common new one) land under their field too.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(changePasswordBody),
    // Checked on submit; a field's message then goes as soon as it is edited, not when it is right.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(MESSAGES.passwordUpdated);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifyError(error, MESSAGES.passwordUpdateFailed);
      },
    }),
  );

  return (
    <TitledCard title={t('profile.password.title')}>
      <Form form={form} idPrefix="password" onSubmit={onSubmit}>
        {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
          <Field
            key={name}
            name={name}
            label={t(`profile.password.${label}`)}
            type="password"
            autoComplete={autoComplete}
            // Editing a field clears its message (spec 5).
            onInput={() => form.clearErrors(name)}
          />
        ))}
        <SubmitButton pending={change.isPending} pendingLabel={t('profile.password.submitting')}>
          {t('profile.password.submit')}
        </SubmitButton>
      </Form>
    </TitledCard>
  );
}
