import { type ComponentProps, createContext, useContext } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

/** Distinguishes the ids of two forms on one page (a create form and an edit modal). */
const IdPrefix = createContext<string | null>(null);

/** A form that shows its values without taking edits (a profile before Edit). */
const ReadOnly = createContext(false);

/** Whether the fields' form is read-only: its inputs take no edits and no field is marked optional. */
export const useFormReadOnly = () => useContext(ReadOnly);

/** A field's id: the form's prefix and the field's path, e.g. `post-equipmentDetails-year`. */
export function useFieldId(name: string): string {
  const prefix = useContext(IdPrefix);
  const path = name.replaceAll('.', '-');
  return prefix ? `${prefix}-${path}` : path;
}

type FormProps<T extends FieldValues, C, O> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The react-hook-form state the fields inside read through `useFormContext`. */
  form: UseFormReturn<T, C, O>;
  /** Prefixes every field id; without it a field's id is its path. */
  idPrefix?: string | undefined;
  /** Shows the values without taking edits, until the form is made editable again. */
  readOnly?: boolean | undefined;
  onSubmit: NonNullable<ComponentProps<'form'>['onSubmit']>;
};

/**
 * A form of the form kit: its fields find the form state and their ids here, so neither is handed
 * to every field. The browser's own validation is off: the contract's rules speak instead.
 */
export function Form<T extends FieldValues, C, O>({
  form,
  idPrefix,
  readOnly = false,
  onSubmit,
  children,
  ...props
}: FormProps<T, C, O>) {
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix ?? null}>
        <ReadOnly.Provider value={readOnly}>
          <form onSubmit={onSubmit} noValidate {...props}>
            {children}
          </form>
        </ReadOnly.Provider>
      </IdPrefix.Provider>
    </FormProvider>
  );
}
