import { MESSAGES, type UserProfile } from '@loadboard/contracts';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormSection } from '../../components/form/form-section.tsx';
import { TextField } from '../../components/form/plain-fields.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useUpdateProfile } from './api.ts';
import { formValuesOf, type ProfileFormValues, updateBodyOf } from './profile-form-values.ts';

const { Field } = fieldsOf<ProfileFormValues>();
const HALF = { md: 6 };

/**
 * Company and Personal Information (spec 2, Profile): read-only until Edit Profile, then Save
 * Changes ('Saving...') or Cancel, which puts the saved values back. Username and Email never change.
 */
export function ProfileForm({
  profile,
  editing,
  onDone,
}: {
  profile: UserProfile;
  editing: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // The server checks the fields (the contract's rules) and its sentences land under each field.
  const form = useForm<ProfileFormValues>({ defaultValues: formValuesOf(profile) });

  // Entering edit mode puts the cursor in the first field.
  useEffect(() => {
    if (editing) form.setFocus('companyName');
  }, [editing, form]);

  const cancel = () => {
    form.reset(formValuesOf(profile));
    onDone();
  };

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(updateBodyOf(profile, values), {
      onSuccess: (saved) => {
        form.reset(formValuesOf(saved));
        notifySuccess(MESSAGES.profileUpdated);
        onDone();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifyError(error, MESSAGES.profileUpdateFailed);
      },
    });
  });

  return (
    <Card className="mb-4">
      <Card.Body>
        <Form form={form} idPrefix="profile" readOnly={!editing} onSubmit={onSubmit} className="profile-form">
          <FormSection title={t('profile.company.title')} col={HALF}>
            <Field name="companyName" label={t('profile.company.companyName')} autoComplete="organization" />
            <Field name="dotNumber" label={t('profile.company.dotNumber')} inputMode="numeric" optional />
            <Field name="contactName" label={t('profile.company.contactName')} />
            <Field name="website" label={t('profile.company.website')} type="url" optional />
          </FormSection>
          <FormSection title={t('profile.personal.title')} col={HALF}>
            <TextField
              id="profile-username"
              label={t('profile.personal.username')}
              value={profile.username}
              readOnly
            />
            <TextField
              id="profile-email"
              label={t('profile.personal.email')}
              value={profile.email}
              type="email"
              readOnly
            />
            <Field name="firstName" label={t('profile.personal.firstName')} autoComplete="given-name" />
            <Field name="lastName" label={t('profile.personal.lastName')} autoComplete="family-name" />
            <Field name="phone" label={t('profile.personal.phone')} type="tel" autoComplete="tel" />
          </FormSection>
          {editing ? (
            <div className="d-flex flex-wrap gap-2 mt-4">
              <SubmitButton pending={update.isPending} pendingLabel={t('profile.saving')}>
                {t('profile.save')}
              </SubmitButton>
              <Button variant="outline-secondary" onClick={cancel} disabled={update.isPending}>
                {t('profile.cancel')}
              </Button>
            </div>
          ) : null}
        </Form>
      </Card.Body>
    </Card>
  );
}
