import { TRUCK_TYPES } from '@loadboard/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../../components/form/fields.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { MONEY_INPUT } from '../../../components/form/money-input.ts';
import { Options } from '../../../components/form/options.tsx';
import { wholeNumberInput } from '../../../components/form/whole-number.ts';
import type { en } from '../../../i18n/en/index.ts';
import { BookNowRateField, ContactFields, NotesField, SizeFields } from './post-field-groups.tsx';
import { PostFormFrame, type PostFormProps, type PostFormValues, postFields } from './post-form.tsx';
import { PostMarketRate } from './post-market-rate.tsx';

const { Field, ChoiceField, TextAreaField } = postFields;

/** The driver's section: name and experience are required, phone and email optional. */
const DRIVER_FIELDS: (Omit<FieldProps<PostFormValues>, 'label' | 'placeholder'> & {
  label: FormKey;
  placeholder?: FormKey;
})[] = [
  { name: 'driverInfo.name', label: 'driverName', autoComplete: 'off' },
  { name: 'driverInfo.experience', label: 'driverExperience', placeholder: 'driverExperiencePlaceholder' },
  { name: 'driverInfo.phone', label: 'driverPhone', type: 'tel', optional: true },
  { name: 'driverInfo.email', label: 'driverEmail', type: 'email', inputMode: 'email', optional: true },
];

/** A label of the post form (its sections' titles aside). */
type FormKey = Exclude<keyof typeof en.loads.form, 'sections'>;

/**
 * A whole-row optional text with an example under it: a placeholder would lose the example's end on
 * a phone, and its whole once the user types.
 */
function WideField({ name }: { name: 'certifications' | 'preferredRoutes' }) {
  const { t } = useTranslation();
  return (
    <Field
      name={name}
      col={{ xs: 12 }}
      label={t(`loads.form.${name}`)}
      optional
      hint={t(`loads.form.${name}Example`)}
    />
  );
}

/**
 * The open-truck form (spec 3 "Truck post extras", spec 5 "Truck form"), for a new post and for
 * editing one. Year, make, model, rate per mile, minimum rate, driver name and experience and both
 * ZIPs are required; the truck type is optional.
 */
export function TruckPostForm(props: PostFormProps) {
  const { t } = useTranslation();
  const currentYear = new Date().getFullYear();

  return (
    <PostFormFrame type="TRUCK" {...props}>
      <FormSection title={t('loads.form.sections.availability')}>
        {(['availableDate', 'availableTime'] as const).map((name) => (
          <Field
            key={name}
            name={name}
            col={{ sm: 6, lg: 4 }}
            type={name === 'availableDate' ? 'date' : 'time'}
            label={t(`loads.form.${name}`)}
            optional
          />
        ))}
        <ChoiceField name="truckType" col={{ sm: 12, lg: 4 }} label={t('loads.form.truckType')} optional>
          <option value="">{t('loads.form.selectTruckType')}</option>
          <Options values={TRUCK_TYPES} label={(truckType) => t(`loads.truckTypes.${truckType}`)} />
        </ChoiceField>
      </FormSection>

      <FormSection title={t('loads.form.sections.pricing')}>
        {(['ratePerMile', 'minimumRate', 'balance'] as const).map((name) => (
          <Fragment key={name}>
            <Field name={name} col={{ sm: 6, lg: 4 }} label={t(`loads.form.${name}`)} {...MONEY_INPUT} />
            {/* The market judges the rate per mile. */}
            {name === 'ratePerMile' ? <PostMarketRate type="TRUCK" /> : null}
          </Fragment>
        ))}
        <Field col={{ sm: 6 }} name="rate" label={t('loads.form.rate')} optional {...MONEY_INPUT} />
        <BookNowRateField col={{ sm: 6 }} />
        <Field col={{ sm: 6 }} name="jobNumber" label={t('loads.form.jobNumber')} optional />
      </FormSection>

      <FormSection title={t('loads.form.sections.truck')}>
        <Field
          name="equipmentDetails.year"
          col={{ xs: 4, lg: 2 }}
          label={t('loads.form.year')}
          {...wholeNumberInput(1950, currentYear + 1)}
        />
        <Field name="equipmentDetails.make" col={{ xs: 8, sm: 4, lg: 5 }} label={t('loads.form.make')} />
        <Field name="equipmentDetails.model" col={{ xs: 12, sm: 4, lg: 5 }} label={t('loads.form.model')} />
        {(['length', 'width', 'height'] as const).map((side) => (
          <Field
            key={side}
            name={`dimensions.${side}`}
            col={{ xs: 4 }}
            label={t(`loads.form.${side}`)}
            optional
            {...MONEY_INPUT}
          />
        ))}
        <SizeFields weightLabel={t('loads.form.capacity')} />
        <Field col={{ sm: 6 }} name="equipment" label={t('loads.form.equipment')} optional />
        <Field
          col={{ sm: 6 }}
          name="additionalEquipment"
          label={t('loads.form.additionalEquipment')}
          optional
        />
        <WideField name="certifications" />
      </FormSection>

      <FormSection title={t('loads.form.sections.driver')}>
        {DRIVER_FIELDS.map(({ name, label, placeholder, ...input }) => (
          <Field
            key={name}
            col={{ sm: 6 }}
            name={name}
            label={t(`loads.form.${label}`)}
            placeholder={placeholder ? t(`loads.form.${placeholder}`) : undefined}
            {...input}
          />
        ))}
      </FormSection>

      <FormSection title={t('loads.form.sections.more')}>
        <WideField name="preferredRoutes" />
        <Field col={{ sm: 6 }} name="commodityType" label={t('loads.form.commodityType')} optional />
        <ContactFields />
        <NotesField />
        <TextAreaField
          name="additionalInfo"
          col={{ xs: 12 }}
          optional
          label={t('loads.form.additionalInfo')}
        />
      </FormSection>
    </PostFormFrame>
  );
}
