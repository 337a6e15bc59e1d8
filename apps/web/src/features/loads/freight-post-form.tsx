import type { LoadType } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import {
  FormSection,
  fieldError,
  MONEY_INPUT,
  PostField,
  PostFormActions,
  type PostFormProps,
  RouteSection,
  ServerErrors,
  TextAreaField,
  usePostForm,
  usePostSubmit,
} from './post-form.tsx';

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
  const { register } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const err = (name: string) => fieldError(form, name);

  return (
    <form onSubmit={submit} noValidate aria-label={t(`loads.typeNames.${type}`)}>
      <RouteSection state={state} idPrefix={idPrefix} />

      <FormSection title={t('loads.form.sections.pricing')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="rate"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.rate')}
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="balance"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.balance')}
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="jobNumber"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.jobNumber')}
          optional
        />
      </FormSection>

      <FormSection title={t('loads.form.sections.load')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="cubicFeet"
          label={t('loads.form.cubicFeet')}
          optional
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="weight"
          label={t('loads.form.weight')}
          optional
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="commodityType"
          label={t('loads.form.commodityType')}
          optional
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="equipment"
          label={type === 'RFP' ? t('loads.form.requiredEquipment') : t('loads.form.equipment')}
          optional
        />
        <Col xs={12}>
          <TextAreaField
            optional
            id={id('notes')}
            label={t('loads.form.notes')}
            error={err('notes')}
            {...register('notes')}
          />
        </Col>
      </FormSection>

      <FormSection title={t('loads.form.sections.contact')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="contactInfo"
          label={t('loads.form.contactInfo')}
          optional
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
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
    </form>
  );
}
