import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { SettingsFormValues } from './settings-form-values.ts';
import { type RemoveEntryOptions, useRemoveEntry } from './use-remove-entry.ts';

type EntryListName = 'serviceAreas' | 'routeAlerts';
type EntryOf<Name extends EntryListName> = SettingsFormValues[Name][number];

/**
 * One of the Settings form's lists (service areas, route alerts): its entries with their errors,
 * and removing one as `useRemoveEntry` does, the entry leaving the form's list.
 */
export function useEntryList<Name extends EntryListName, Input>(
  name: Name,
  options: Omit<RemoveEntryOptions<EntryOf<Name>, Input>, 'drop'>,
) {
  const { control, getValues } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });
  const entries = (): EntryOf<Name>[] => getValues(name);
  const { itemOf } = useRemoveEntry({
    ...options,
    drop: (entry) => {
      const index = entries().findIndex((other) => options.same(other, entry));
      if (index >= 0) remove(index);
    },
  });
  return { fields, append, entries, errors: errors[name], itemOf };
}
