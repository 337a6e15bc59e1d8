import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextField } from '../../components/form/plain-fields.tsx';
import { FilterBar, FilterButtons } from '../../components/list/filter-bar.tsx';

/** One filter of an admin list: free text (applied with Filter or Enter) or a choice (applied at once). */
export type FilterField =
  | { key: string; kind: 'text'; label: string; placeholder: string; numeric?: boolean }
  | { key: string; kind: 'select'; label: string; options: [value: string, label: string][] };

/** Free text, applied with Filter or Enter; `numeric` brings up the number pad. */
export const textFilter = (
  key: string,
  label: string,
  placeholder: string,
  numeric = false,
): FilterField => ({
  key,
  kind: 'text',
  label,
  placeholder,
  numeric,
});

/** A choice of "all" (the empty value) or one of the values, each by its name. */
export const choiceFilter = <Value extends string>(
  key: string,
  label: string,
  all: string,
  values: readonly Value[],
  nameOf: (value: Value) => string,
): FilterField => ({
  key,
  kind: 'select',
  label,
  options: [['', all], ...values.map((value): [string, string] => [value, nameOf(value)])],
});

interface ListFiltersProps {
  /** The list's filters as zod fields: a value is applied only when its field accepts it. */
  shape: Record<string, z.ZodType>;
  fields: FilterField[];
  value: Record<string, unknown>;
  onApply: (next: Record<string, string>) => void;
  label: string;
  idPrefix: string;
  /** The list's CSV export, of the applied filters. */
  exportPath: string;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The filters above an admin list; Clear empties them all. */
export function ListFilters({
  shape,
  fields,
  value,
  onApply,
  label,
  idPrefix,
  exportPath,
}: ListFiltersProps) {
  const { t } = useTranslation();
  const fromValue = () => Object.fromEntries(fields.map(({ key }) => [key, asText(value[key])]));
  const applied = fromValue();
  const [draft, setDraft] = useState<Record<string, string>>(fromValue);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the applied filters are the draft's source
  useEffect(() => setDraft(fromValue()), [value]);

  const problem = (key: string) => {
    const check = shape[key]?.safeParse(draft[key] ?? '');
    return check && !check.success ? check.error.issues[0]?.message : undefined;
  };
  const apply = (next: Record<string, string>) => {
    setDraft(next);
    if (fields.every(({ key }) => shape[key]?.safeParse(next[key] ?? '').success !== false)) onApply(next);
  };
  const empty = Object.fromEntries(fields.map(({ key }) => [key, '']));
  const anySet =
    Object.values(draft).some((entry) => entry !== '') || Object.values(value).some((v) => asText(v) !== '');

  return (
    <FilterBar label={label} className="admin-list-filters" onSubmit={() => apply(draft)}>
      <div className="admin-list-filters-grid">
        {fields.map((field) => {
          // Either kind shows the draft's value under its label.
          const shown = { id: `${idPrefix}-${field.key}`, label: field.label, value: draft[field.key] ?? '' };
          if (field.kind === 'select') {
            return (
              <SelectField
                key={field.key}
                {...shown}
                onChange={(event) => apply({ ...draft, [field.key]: event.target.value })}
              >
                {field.options.map(([option, text]) => (
                  <option key={option} value={option}>
                    {text}
                  </option>
                ))}
              </SelectField>
            );
          }
          return (
            <TextField
              key={field.key}
              {...shown}
              placeholder={field.placeholder}
              inputMode={field.numeric ? 'numeric' : undefined}
              error={problem(field.key)}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
          );
        })}
        <FilterButtons
          className="admin-list-filters-buttons"
          applyLabel={t('adminLists.apply')}
          clearLabel={t('adminLists.clear')}
          clearDisabled={!anySet}
          onClear={() => apply(empty)}
          exportFile={{ path: exportPath, query: applied }}
        />
      </div>
    </FilterBar>
  );
}
