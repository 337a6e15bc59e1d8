import { TRUCK_TYPES } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields.tsx';
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

/**
 * The open-truck form (spec 3 "Truck post extras", spec 5 "Truck form"), for a new post and for
 * editing one. Year, make, model, rate per mile, minimum rate, driver name and experience and both
 * ZIPs are required; the truck type is optional.
 */
export function TruckPostForm({
  initialValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  onCancel,
  idPrefix,
}: PostFormProps) {
  const { t } = useTranslation();
  const state = usePostForm('TRUCK', initialValues);
  const { form, serverErrors } = state;
  const submit = usePostSubmit(state, onSubmit);
  const { register } = form;
  const id = (name: string) => `${idPrefix}-${name.replace('.', '-')}`;
  const err = (name: string) => fieldError(form, name);
  const currentYear = new Date().getFullYear();

  return (
    <form onSubmit={submit} noValidate aria-label={t('loads.typeNames.TRUCK')}>
      <RouteSection state={state} idPrefix={idPrefix} />

      <FormSection title={t('loads.form.sections.availability')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="availableDate"
          col={{ sm: 6, lg: 4 }}
          type="date"
          label={t('loads.form.availableDate')}
          optional
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="availableTime"
          col={{ sm: 6, lg: 4 }}
          type="time"
          label={t('loads.form.availableTime')}
          optional
        />
        <Col sm={12} lg={4}>
          <SelectField
            id={id('truckType')}
            wrapperClassName=""
            label={t('loads.form.truckType')}
            optional
            error={err('truckType')}
            {...register('truckType')}
          >
            <option value="">{t('loads.form.selectTruckType')}</option>
            {TRUCK_TYPES.map((truckType) => (
              <option key={truckType} value={truckType}>
                {t(`loads.truckTypes.${truckType}`)}
              </option>
            ))}
          </SelectField>
        </Col>
      </FormSection>

      <FormSection title={t('loads.form.sections.pricing')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="ratePerMile"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.ratePerMile')}
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="minimumRate"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.minimumRate')}
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
          name="rate"
          label={t('loads.form.rate')}
          optional
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="jobNumber"
          label={t('loads.form.jobNumber')}
          optional
        />
      </FormSection>

      <FormSection title={t('loads.form.sections.truck')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="equipmentDetails.year"
          col={{ xs: 4, lg: 2 }}
          label={t('loads.form.year')}
          type="number"
          inputMode="numeric"
          min={1950}
          max={currentYear + 1}
          step={1}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="equipmentDetails.make"
          col={{ xs: 8, sm: 4, lg: 5 }}
          label={t('loads.form.make')}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="equipmentDetails.model"
          col={{ xs: 12, sm: 4, lg: 5 }}
          label={t('loads.form.model')}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="dimensions.length"
          col={{ xs: 4 }}
          label={t('loads.form.length')}
          optional
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="dimensions.width"
          col={{ xs: 4 }}
          label={t('loads.form.width')}
          optional
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="dimensions.height"
          col={{ xs: 4 }}
          label={t('loads.form.height')}
          optional
          {...MONEY_INPUT}
        />
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
          label={t('loads.form.capacity')}
          optional
          {...MONEY_INPUT}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="equipment"
          label={t('loads.form.equipment')}
          optional
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="additionalEquipment"
          label={t('loads.form.additionalEquipment')}
          optional
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="certifications"
          col={{ xs: 12 }}
          label={t('loads.form.certifications')}
          optional
          placeholder={t('loads.form.certificationsPlaceholder')}
        />
      </FormSection>

      <FormSection title={t('loads.form.sections.driver')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="driverInfo.name"
          label={t('loads.form.driverName')}
          autoComplete="off"
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="driverInfo.experience"
          label={t('loads.form.driverExperience')}
          placeholder={t('loads.form.driverExperiencePlaceholder')}
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="driverInfo.phone"
          type="tel"
          label={t('loads.form.driverPhone')}
          optional
        />
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="driverInfo.email"
          type="email"
          inputMode="email"
          label={t('loads.form.driverEmail')}
          optional
        />
      </FormSection>

      <FormSection title={t('loads.form.sections.more')}>
        <PostField
          form={form}
          idPrefix={idPrefix}
          name="preferredRoutes"
          col={{ xs: 12 }}
          label={t('loads.form.preferredRoutes')}
          optional
          placeholder={t('loads.form.preferredRoutesPlaceholder')}
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
        <Col xs={12}>
          <TextAreaField
            optional
            id={id('notes')}
            label={t('loads.form.notes')}
            error={err('notes')}
            {...register('notes')}
          />
        </Col>
        <Col xs={12}>
          <TextAreaField
            optional
            id={id('additionalInfo')}
            label={t('loads.form.additionalInfo')}
            error={err('additionalInfo')}
            {...register('additionalInfo')}
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
