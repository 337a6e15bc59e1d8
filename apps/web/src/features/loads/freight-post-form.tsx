import type { LoadType } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import {
  FormSection,
  fieldError,
  MONEY_INPUT,
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
        <Col sm={6} lg={4}>
          <TextField
            id={id('rate')}
            wrapperClassName=""
            label={t('loads.form.rate')}
            error={err('rate')}
            {...MONEY_INPUT}
            {...register('rate')}
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            id={id('balance')}
            wrapperClassName=""
            label={t('loads.form.balance')}
            error={err('balance')}
            {...MONEY_INPUT}
            {...register('balance')}
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            id={id('jobNumber')}
            wrapperClassName=""
            label={t('loads.form.jobNumber')}
            optional
            error={err('jobNumber')}
            {...register('jobNumber')}
          />
        </Col>
      </FormSection>

      <FormSection title={t('loads.form.sections.load')}>
        <Col sm={6}>
          <TextField
            id={id('cubicFeet')}
            wrapperClassName=""
            label={t('loads.form.cubicFeet')}
            optional
            error={err('cubicFeet')}
            {...MONEY_INPUT}
            {...register('cubicFeet')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('weight')}
            wrapperClassName=""
            label={t('loads.form.weight')}
            optional
            error={err('weight')}
            {...MONEY_INPUT}
            {...register('weight')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('commodityType')}
            wrapperClassName=""
            label={t('loads.form.commodityType')}
            optional
            error={err('commodityType')}
            {...register('commodityType')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('equipment')}
            wrapperClassName=""
            label={type === 'RFP' ? t('loads.form.requiredEquipment') : t('loads.form.equipment')}
            optional
            error={err('equipment')}
            {...register('equipment')}
          />
        </Col>
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
        <Col sm={6}>
          <TextField
            id={id('contactInfo')}
            wrapperClassName=""
            label={t('loads.form.contactInfo')}
            optional
            error={err('contactInfo')}
            {...register('contactInfo')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('mobilePhone')}
            wrapperClassName=""
            type="tel"
            autoComplete="tel"
            label={t('loads.form.mobilePhone')}
            optional
            placeholder="123-456-7890"
            hint={t('loads.form.mobilePhoneHint')}
            error={err('mobilePhone')}
            {...register('mobilePhone')}
          />
        </Col>
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
