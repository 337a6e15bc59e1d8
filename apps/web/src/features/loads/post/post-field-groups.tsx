import type { ColProps } from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import { MONEY_INPUT } from '../../../components/form/money-input.ts';
import { postFields } from './post-form.tsx';

/** Field groups every post type shows alike. */

const { Field, TextAreaField } = postFields;

/** How to reach the poster, the same on every type. */
export function ContactFields() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** The free-text notes, the same on every type. */
export function NotesField() {
  const { t } = useTranslation();
  return <TextAreaField name="notes" col={{ xs: 12 }} optional label={t('loads.form.notes')} />;
}

/** Cubic feet and weight; a truck calls its weight "Capacity". */
export function SizeFields({ weightLabel }: { weightLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Field col={{ sm: 6 }} name="cubicFeet" label={t('loads.form.cubicFeet')} optional {...MONEY_INPUT} />
      <Field col={{ sm: 6 }} name="weight" label={weightLabel} optional {...MONEY_INPUT} />
    </>
  );
}

/** The price the post may be taken at, at once (Book Now); empty takes requests only. */
export function BookNowRateField({ col }: { col: ColProps }) {
  const { t } = useTranslation();
  return (
    <Field
      col={col}
      name="bookNowRate"
      label={t('loads.form.bookNowRate')}
      optional
      hint={t('loads.form.bookNowRateHint')}
      {...MONEY_INPUT}
      min={0.01}
    />
  );
}
