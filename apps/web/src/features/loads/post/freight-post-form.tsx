import type { LoadType } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import {
  MONEY_INPUT,
  PostFormActions,
  type PostFormProps,
  postFields,
  RouteSection,
  ServerErrors,
  usePostForm,
  usePostSubmit,
} from './post-form.tsx';

const { Field, TextAreaField } = postFields;

interface FreightPostFormProps extends PostFormProps {
  /** RFP (a broker's load ready for pickup) or RFD (a carrier's load ready for delivery). */
  type: Extract<LoadType, 'RFP' | 'RFD'>;
}

/**
 * The RFP and RFD form (spec 3 and 5), for a new post and for editing one. Rate is required;
 * the RFP form calls the equipment "Required Equipment".
 */
export function FreightPostForm({
  type,
  initialValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  onCancel,
  idPrefix,
}: FreightPostFormProps) {
  const { t } = useTranslation();
  const state = usePostForm(type, initialValues);
  const { form, serverErrors } = state;
  const submit = usePostSubmit(state, onSubmit);

  return (
    <Form form={form} idPrefix={idPrefix} onSubmit={submit} aria-label={t(`loads.typeNames.${type}`)}>
      <RouteSection lookups={state.lookups} />

      <FormSection title={t('loads.form.sections.pricing')}>
        <Field name="rate" col={{ sm: 6, lg: 4 }} label={t('loads.form.rate')} {...MONEY_INPUT} />
        <Field name="balance" col={{ sm: 6, lg: 4 }} label={t('loads.form.balance')} {...MONEY_INPUT} />
        <Field name="jobNumber" col={{ sm: 6, lg: 4 }} label={t('loads.form.jobNumber')} optional />
      </FormSection>

      <FormSection title={t('loads.form.sections.load')}>
        <Field col={{ sm: 6 }} name="cubicFeet" label={t('loads.form.cubicFeet')} optional {...MONEY_INPUT} />
        <Field col={{ sm: 6 }} name="weight" label={t('loads.form.weight')} optional {...MONEY_INPUT} />
        <Field col={{ sm: 6 }} name="commodityType" label={t('loads.form.commodityType')} optional />
        <Field
          col={{ sm: 6 }}
          name="equipment"
          label={type === 'RFP' ? t('loads.form.requiredEquipment') : t('loads.form.equipment')}
          optional
        />
        <TextAreaField name="notes" col={{ xs: 12 }} optional label={t('loads.form.notes')} />
      </FormSection>

      <FormSection title={t('loads.form.sections.contact')}>
        <Field col={{ sm: 6 }} name="contactInfo" label={t('loads.form.contactInfo')} optional />
        <Field
          col={{ sm: 6 }}
          name="mobilePhone"
          type="tel"
          autoComplete="tel"
          label={t('loads.form.mobilePhone')}
          optional
          placeholder="123-456-7890"
          hint={t('loads.form.mobilePhoneHint')}
        />
      </FormSection>

      <ServerErrors errors={serverErrors} />
      <PostFormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onCancel={onCancel}
      />
    </Form>
  );
}
