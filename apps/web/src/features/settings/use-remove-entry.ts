import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export interface RemoveEntryOptions<Entry, Input> {
  saved: Entry[];
  same: (a: Entry, b: Entry) => boolean;
  isSaved: (entry: Entry, saved: Entry[]) => boolean;
  keyOf: (entry: Entry) => string;
  /** Takes the entry out of the form. */
  drop: (entry: Entry) => void;
  save: UseMutationResult<unknown, unknown, Input[]>;
  toInput: (entry: Entry) => Input;
  /** The toasts, already in the user's language. */
  removed: string;
  failed: string;
}

/**
 * Removing one entry of a saved list (a service area, a route alert): a saved entry is removed on
 * the server at once (the saved list without it) and leaves the form when that succeeds, with the
 * section's toast; an entry not saved yet simply leaves the form. `itemOf` gives an entry's
 * SettingsItem its state: not saved yet, on its way out, or waiting while another one goes.
 */
export function useRemoveEntry<Entry, Input>({
  saved,
  same,
  isSaved,
  keyOf,
  drop,
  save,
  toInput,
  removed,
  failed,
}: RemoveEntryOptions<Entry, Input>) {
  const [removing, setRemoving] = useState<string | null>(null);
  const onRemove = (entry: Entry) => {
    if (!isSaved(entry, saved)) {
      drop(entry);
      return;
    }
    setRemoving(keyOf(entry));
    save.mutate(saved.filter((other) => !same(other, entry)).map(toInput), {
      onSuccess: () => {
        drop(entry);
        notifySuccess(removed);
      },
      onError: (error) => notifyError(error, failed),
      onSettled: () => setRemoving(null),
    });
  };
  const itemOf = (entry: Entry) => ({
    pending: !isSaved(entry, saved),
    removing: removing === keyOf(entry),
    disabled: removing !== null,
    onRemove: () => onRemove(entry),
  });
  return { itemOf };
}
