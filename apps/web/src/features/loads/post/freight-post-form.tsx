import type { LoadType } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { MONEY_INPUT } from '../../../components/form/money-input.ts';
import { BookNowRateField, ContactFields, NotesField, SizeFields } from './post-field-groups.tsx';
import { PostFormFrame, type PostFormProps, postFields } from './post-form.tsx';
import { PostMarketRate } from './post-market-rate.tsx';

const { Field } = postFields;

interface FreightPostFormProps extends PostFormProps {
  /** RFP (a broker's load ready for pickup) or RFD (a carrier's load ready for delivery). */
  type: Extract<LoadType, 'RFP' | 'RFD'>;
}

/**
 * The RFP and RFD form (spec 3 and 5), for a new post and for editing one. Rate is required, with
 * the lane's market beside it, and a Book Now rate optional; the RFP form calls the equipment
 * "Required Equipment".
 */
export function FreightPostForm({ type, ...props }: FreightPostFormProps) {
  const { t } = useTranslation();
  return (
    <PostFormFrame type={type} {...props}>
      <FormSection title={t('loads.form.sections.pricing')}>
        <Field name="rate" col={{ sm: 6, lg: 4 }} label={t('loads.form.rate')} {...MONEY_INPUT} />
        <PostMarketRate type={type} />
        <Field name="balance" col={{ sm: 6, lg: 4 }} label={t('loads.form.balance')} {...MONEY_INPUT} />
        <BookNowRateField col={{ sm: 6, lg: 4 }} />
        <Field name="jobNumber" col={{ sm: 6, lg: 4 }} label={t('loads.form.jobNumber')} optional />
      </FormSection>

      <FormSection title={t('loads.form.sections.load')}>
        <SizeFields weightLabel={t('loads.form.weight')} />
        <Field col={{ sm: 6 }} name="commodityType" label={t('loads.form.commodityType')} optional />
        <Field
          col={{ sm: 6 }}
          name="equipment"
          label={type === 'RFP' ? t('loads.form.requiredEquipment') : t('loads.form.equipment')}
          optional
        />
        <NotesField />
      </FormSection>

      <FormSection title={t('loads.form.sections.contact')}>
        <ContactFields />
      </FormSection>
    </PostFormFrame>
  );
}
