import { TRUCK_TYPES } from '@loadboard/contracts';
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

const { Field, ChoiceField, TextAreaField } = postFields;

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
  const currentYear = new Date().getFullYear();

  return (
    <Form form={form} idPrefix={idPrefix} onSubmit={submit} aria-label={t('loads.typeNames.TRUCK')}>
      <RouteSection lookups={state.lookups} />

      <FormSection title={t('loads.form.sections.availability')}>
        <Field
          name="availableDate"
          col={{ sm: 6, lg: 4 }}
          type="date"
          label={t('loads.form.availableDate')}
          optional
        />
        <Field
          name="availableTime"
          col={{ sm: 6, lg: 4 }}
          type="time"
          label={t('loads.form.availableTime')}
          optional
        />
        <ChoiceField name="truckType" col={{ sm: 12, lg: 4 }} label={t('loads.form.truckType')} optional>
          <option value="">{t('loads.form.selectTruckType')}</option>
          {TRUCK_TYPES.map((truckType) => (
            <option key={truckType} value={truckType}>
              {t(`loads.truckTypes.${truckType}`)}
            </option>
          ))}
        </ChoiceField>
      </FormSection>

      <FormSection title={t('loads.form.sections.pricing')}>
        <Field
          name="ratePerMile"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.ratePerMile')}
          {...MONEY_INPUT}
        />
        <Field
          name="minimumRate"
          col={{ sm: 6, lg: 4 }}
          label={t('loads.form.minimumRate')}
          {...MONEY_INPUT}
        />
        <Field name="balance" col={{ sm: 6, lg: 4 }} label={t('loads.form.balance')} {...MONEY_INPUT} />
        <Field col={{ sm: 6 }} name="rate" label={t('loads.form.rate')} optional {...MONEY_INPUT} />
        <Field col={{ sm: 6 }} name="jobNumber" label={t('loads.form.jobNumber')} optional />
      </FormSection>

      <FormSection title={t('loads.form.sections.truck')}>
        <Field
          name="equipmentDetails.year"
          col={{ xs: 4, lg: 2 }}
          label={t('loads.form.year')}
          type="number"
          inputMode="numeric"
          min={1950}
          max={currentYear + 1}
          step={1}
        />
        <Field name="equipmentDetails.make" col={{ xs: 8, sm: 4, lg: 5 }} label={t('loads.form.make')} />
        <Field name="equipmentDetails.model" col={{ xs: 12, sm: 4, lg: 5 }} label={t('loads.form.model')} />
        <Field
          name="dimensions.length"
          col={{ xs: 4 }}
          label={t('loads.form.length')}
          optional
          {...MONEY_INPUT}
        />
        <Field
          name="dimensions.width"
          col={{ xs: 4 }}
          label={t('loads.form.width')}
          optional
          {...MONEY_INPUT}
        />
        <Field
          name="dimensions.height"
          col={{ xs: 4 }}
          label={t('loads.form.height')}
          optional
          {...MONEY_INPUT}
        />
        <Field col={{ sm: 6 }} name="cubicFeet" label={t('loads.form.cubicFeet')} optional {...MONEY_INPUT} />
        <Field col={{ sm: 6 }} name="weight" label={t('loads.form.capacity')} optional {...MONEY_INPUT} />
        <Field col={{ sm: 6 }} name="equipment" label={t('loads.form.equipment')} optional />
        <Field
          col={{ sm: 6 }}
          name="additionalEquipment"
          label={t('loads.form.additionalEquipment')}
          optional
        />
        <Field
          name="certifications"
          col={{ xs: 12 }}
          label={t('loads.form.certifications')}
          optional
          placeholder={t('loads.form.certificationsPlaceholder')}
        />
      </FormSection>

      <FormSection title={t('loads.form.sections.driver')}>
        <Field col={{ sm: 6 }} name="driverInfo.name" label={t('loads.form.driverName')} autoComplete="off" />
        <Field
          col={{ sm: 6 }}
          name="driverInfo.experience"
          label={t('loads.form.driverExperience')}
          placeholder={t('loads.form.driverExperiencePlaceholder')}
        />
        <Field
          col={{ sm: 6 }}
          name="driverInfo.phone"
          type="tel"
          label={t('loads.form.driverPhone')}
          optional
        />
        <Field
          col={{ sm: 6 }}
          name="driverInfo.email"
          type="email"
          inputMode="email"
          label={t('loads.form.driverEmail')}
          optional
        />
      </FormSection>

      <FormSection title={t('loads.form.sections.more')}>
        <Field
          name="preferredRoutes"
          col={{ xs: 12 }}
          label={t('loads.form.preferredRoutes')}
          optional
          placeholder={t('loads.form.preferredRoutesPlaceholder')}
        />
        <Field col={{ sm: 6 }} name="commodityType" label={t('loads.form.commodityType')} optional />
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
        <TextAreaField name="notes" col={{ xs: 12 }} optional label={t('loads.form.notes')} />
        <TextAreaField
          name="additionalInfo"
          col={{ xs: 12 }}
          optional
          label={t('loads.form.additionalInfo')}
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
