import { LOAD_STATUSES, LOAD_TYPES } from '@loadboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/plain-fields.tsx';
import type { ListExport } from '../../components/list/download-csv-button.tsx';
import { FilterBar, FilterButtons } from '../../components/list/filter-bar.tsx';
import type { ListFilterSchema } from '../../lib/use-list-params.ts';
import type { LoadFilters } from './api.ts';

const FILTER_FIELDS = ['origin', 'destination', 'status', 'type', 'startDate', 'endDate'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];
const isFilterField = (key: string): key is FilterField => (FILTER_FIELDS as readonly string[]).includes(key);

interface LoadFiltersFormProps {
  value: LoadFilters;
  onApply: (filters: LoadFilters) => void;
  /** The screen's filters (its address parameters): which fields it offers, in order. */
  schema: ListFilterSchema;
  idPrefix: string;
  /** The list's CSV export, of the applied filters (and the board's order). */
  exportFile: ListExport;
}

/**
 * The filters above a list of posts. Text is applied with the Filter button (or Enter); the
 * selects apply at once. Clear empties every filter.
 */
export function LoadFiltersForm({ value, onApply, schema, idPrefix, exportFile }: LoadFiltersFormProps) {
  const { t } = useTranslation();
  const fields = Object.keys(schema.shape).filter(isFilterField);
  const [draft, setDraft] = useState<LoadFilters>(value);
  useEffect(() => setDraft(value), [value]);
  const set = (key: FilterField, next: string) => setDraft((current) => ({ ...current, [key]: next }));
  const hasAny = Object.values(value).some((entry) => typeof entry === 'string' && entry !== '');

  return (
    <FilterBar label={t('loads.filters.title')} className="load-filters-box" onSubmit={() => onApply(draft)}>
      <div className="load-filters-grid">
        {fields.map((field) => {
          const id = `${idPrefix}-${field}`;
          if (field === 'status' || field === 'type') {
            const options = field === 'status' ? LOAD_STATUSES : LOAD_TYPES;
            return (
              <div key={field}>
                <SelectField
                  id={id}
                  label={t(`loads.filters.${field}`)}
                  value={draft[field] ?? ''}
                  onChange={(event) => {
                    const next = { ...draft, [field]: event.target.value };
                    setDraft(next);
                    onApply(next);
                  }}
                >
                  <option value="">
                    {field === 'status' ? t('loads.filters.allStatuses') : t('loads.filters.allTypes')}
                  </option>
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {field === 'status'
                        ? t(`loads.statuses.${option as (typeof LOAD_STATUSES)[number]}`)
                        : t(`loads.typeNames.${option as (typeof LOAD_TYPES)[number]}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
            );
          }
          const isDate = field === 'startDate' || field === 'endDate';
          return (
            <div key={field}>
              <TextField
                id={id}
                type={isDate ? 'date' : 'text'}
                label={t(`loads.filters.${field}`)}
                placeholder={isDate ? undefined : t('loads.filters.locationPlaceholder')}
                value={draft[field] ?? ''}
                onChange={(event) => set(field, event.target.value)}
              />
            </div>
          );
        })}
        <FilterButtons
          className="load-filters-buttons"
          applyLabel={t('loads.filters.apply')}
          clearLabel={t('loads.filters.clear')}
          clearDisabled={!hasAny}
          onClear={() => {
            setDraft({});
            onApply({});
          }}
          exportFile={exportFile}
        />
      </div>
    </FilterBar>
  );
}
