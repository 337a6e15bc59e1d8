import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, get, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextPath } from '../../components/form/fields.tsx';
import { AddEntryForm, ENTRY_CELL } from './add-entry-form.tsx';
import { placeOf } from './place-of.ts';
import { ZipPlaceField } from './zip-place-field.tsx';

/** The ZIP fields an added entry may have, each labelled by its settings.fields text. */
type PlaceZip = 'zipCode' | 'originZip' | 'destinationZip';

/** A field of the draft and why the entry cannot be added. */
export type Problem<T extends FieldValues> = [Path<T>, string];

interface AddPlaceFormProps<T extends FieldValues, Z extends PlaceZip & TextPath<T>> {
  idPrefix: string;
  /** The form's name and its button's words ('Add Service Area'). */
  label: string;
  empty: DefaultValues<T>;
  /** The ZIP fields, first on the row; each must name a place before the entry is added. */
  zips: readonly Z[];
  /** What is wrong with the draft before any ZIP is looked up. */
  problemsOf: (draft: T) => Problem<T>[];
  /** Takes the checked draft with each ZIP's 'City, ST'. */
  onAdd: (draft: T, places: Record<Z, string>) => void;
  /** The fields after the ZIPs (a radius). */
  children?: ReactNode;
}

/**
 * The add row of a list whose entries are places (a service area, a lane). Adding shows each
 * problem under its field, then looks every ZIP up: an unknown ZIP says so under its field, and
 * only an entry whose places are all known joins the list (Save All Settings saves it).
 */
export function AddPlaceForm<T extends FieldValues, Z extends PlaceZip & TextPath<T>>({
  idPrefix,
  label,
  empty,
  zips,
  problemsOf,
  onAdd,
  children,
}: AddPlaceFormProps<T, Z>) {
  const { t } = useTranslation();
  const form = useForm<T>({ defaultValues: empty });

  const submit = form.handleSubmit(async (draft) => {
    const problems = problemsOf(draft);
    for (const [field, message] of problems) form.setError(field, { type: 'client', message });
    if (problems.length > 0) return;
    const found = await Promise.all(
      zips.map(async (zip) => [zip, await placeOf(get(draft, zip) as string)] as const),
    );
    const places = {} as Record<Z, string>;
    for (const [zip, place] of found) {
      if (place.ok) places[zip] = place.location;
      else form.setError(zip, { type: 'client', message: place.message });
    }
    if (found.some(([, place]) => !place.ok)) return;
    onAdd(draft, places);
    form.reset();
  });

  return (
    <AddEntryForm
      form={form}
      idPrefix={idPrefix}
      onSubmit={submit}
      label={label}
      pendingLabel={t('settings.lookingUp')}
    >
      {zips.map((zip) => (
        <ZipPlaceField<T> key={zip} name={zip} col={ENTRY_CELL} label={t(`settings.fields.${zip}`)} />
      ))}
      {children}
    </AddEntryForm>
  );
}
