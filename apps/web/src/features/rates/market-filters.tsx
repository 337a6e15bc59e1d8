import { isLoadType, LOAD_TYPES, type LoadType, RATE_WINDOWS, type RateWindow } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/plain-fields.tsx';
import { ChoiceOptions } from '../../components/list/choice-options.tsx';
import { isWindow } from './lookup-params.ts';

interface FigureSelectProps<Value> {
  id: string;
  value: Value;
  onChange: (value: Value) => void;
  /** The class of the field's wrapper, where the layout places it. */
  className?: string;
}

/** The load type the figures are for: one, or all ('' in the select). */
export function LoadTypeSelect({ id, value, onChange, className }: FigureSelectProps<LoadType | null>) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={id}
      label={t('rates.filters.loadType')}
      wrapperClassName={className ?? ''}
      value={value ?? ''}
      onChange={(event) => onChange(isLoadType(event.target.value) ? event.target.value : null)}
    >
      <ChoiceOptions
        all={t('rates.filters.allTypes')}
        values={LOAD_TYPES}
        nameOf={(type) => t(`loads.typeNames.${type}`)}
      />
    </SelectField>
  );
}

/** The window the figures count deals in: 7, 30 or 90 days. */
export function WindowSelect({ id, value, onChange, className }: FigureSelectProps<RateWindow>) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={id}
      label={t('rates.filters.days')}
      wrapperClassName={className ?? ''}
      value={value}
      onChange={(event) => {
        const days = Number(event.target.value);
        if (isWindow(days)) onChange(days);
      }}
    >
      {RATE_WINDOWS.map((days) => (
        <option key={days} value={days}>
          {t('rates.window', { days })}
        </option>
      ))}
    </SelectField>
  );
}
