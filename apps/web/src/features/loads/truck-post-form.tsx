import { TRUCK_TYPES } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields.tsx';
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
        <Col sm={6} lg={4}>
          <TextField
            id={id('availableDate')}
            wrapperClassName=""
            type="date"
            label={t('loads.form.availableDate')}
            optional
            error={err('availableDate')}
            {...register('availableDate')}
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            id={id('availableTime')}
            wrapperClassName=""
            type="time"
            label={t('loads.form.availableTime')}
            optional
            error={err('availableTime')}
            {...register('availableTime')}
          />
        </Col>
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
        <Col sm={6} lg={4}>
          <TextField
            id={id('ratePerMile')}
            wrapperClassName=""
            label={t('loads.form.ratePerMile')}
            error={err('ratePerMile')}
            {...MONEY_INPUT}
            {...register('ratePerMile')}
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            id={id('minimumRate')}
            wrapperClassName=""
            label={t('loads.form.minimumRate')}
            error={err('minimumRate')}
            {...MONEY_INPUT}
            {...register('minimumRate')}
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
        <Col sm={6}>
          <TextField
            id={id('rate')}
            wrapperClassName=""
            label={t('loads.form.rate')}
            optional
            error={err('rate')}
            {...MONEY_INPUT}
            {...register('rate')}
          />
        </Col>
        <Col sm={6}>
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

      <FormSection title={t('loads.form.sections.truck')}>
        <Col xs={4} lg={2}>
          <TextField
            id={id('equipmentDetails.year')}
            wrapperClassName=""
            label={t('loads.form.year')}
            type="number"
            inputMode="numeric"
            min={1950}
            max={currentYear + 1}
            step={1}
            error={err('equipmentDetails.year')}
            {...register('equipmentDetails.year')}
          />
        </Col>
        <Col xs={8} sm={4} lg={5}>
          <TextField
            id={id('equipmentDetails.make')}
            wrapperClassName=""
            label={t('loads.form.make')}
            error={err('equipmentDetails.make')}
            {...register('equipmentDetails.make')}
          />
        </Col>
        <Col xs={12} sm={4} lg={5}>
          <TextField
            id={id('equipmentDetails.model')}
            wrapperClassName=""
            label={t('loads.form.model')}
            error={err('equipmentDetails.model')}
            {...register('equipmentDetails.model')}
          />
        </Col>
        <Col xs={4}>
          <TextField
            id={id('dimensions.length')}
            wrapperClassName=""
            label={t('loads.form.length')}
            optional
            error={err('dimensions.length')}
            {...MONEY_INPUT}
            {...register('dimensions.length')}
          />
        </Col>
        <Col xs={4}>
          <TextField
            id={id('dimensions.width')}
            wrapperClassName=""
            label={t('loads.form.width')}
            optional
            error={err('dimensions.width')}
            {...MONEY_INPUT}
            {...register('dimensions.width')}
          />
        </Col>
        <Col xs={4}>
          <TextField
            id={id('dimensions.height')}
            wrapperClassName=""
            label={t('loads.form.height')}
            optional
            error={err('dimensions.height')}
            {...MONEY_INPUT}
            {...register('dimensions.height')}
          />
        </Col>
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
            label={t('loads.form.capacity')}
            optional
            error={err('weight')}
            {...MONEY_INPUT}
            {...register('weight')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('equipment')}
            wrapperClassName=""
            label={t('loads.form.equipment')}
            optional
            error={err('equipment')}
            {...register('equipment')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('additionalEquipment')}
            wrapperClassName=""
            label={t('loads.form.additionalEquipment')}
            optional
            error={err('additionalEquipment')}
            {...register('additionalEquipment')}
          />
        </Col>
        <Col xs={12}>
          <TextField
            id={id('certifications')}
            wrapperClassName=""
            label={t('loads.form.certifications')}
            optional
            placeholder={t('loads.form.certificationsPlaceholder')}
            error={err('certifications')}
            {...register('certifications')}
          />
        </Col>
      </FormSection>

      <FormSection title={t('loads.form.sections.driver')}>
        <Col sm={6}>
          <TextField
            id={id('driverInfo.name')}
            wrapperClassName=""
            label={t('loads.form.driverName')}
            autoComplete="off"
            error={err('driverInfo.name')}
            {...register('driverInfo.name')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('driverInfo.experience')}
            wrapperClassName=""
            label={t('loads.form.driverExperience')}
            placeholder={t('loads.form.driverExperiencePlaceholder')}
            error={err('driverInfo.experience')}
            {...register('driverInfo.experience')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('driverInfo.phone')}
            wrapperClassName=""
            type="tel"
            label={t('loads.form.driverPhone')}
            optional
            error={err('driverInfo.phone')}
            {...register('driverInfo.phone')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={id('driverInfo.email')}
            wrapperClassName=""
            type="email"
            inputMode="email"
            label={t('loads.form.driverEmail')}
            optional
            error={err('driverInfo.email')}
            {...register('driverInfo.email')}
          />
        </Col>
      </FormSection>

      <FormSection title={t('loads.form.sections.more')}>
        <Col xs={12}>
          <TextField
            id={id('preferredRoutes')}
            wrapperClassName=""
            label={t('loads.form.preferredRoutes')}
            optional
            placeholder={t('loads.form.preferredRoutesPlaceholder')}
            error={err('preferredRoutes')}
            {...register('preferredRoutes')}
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
