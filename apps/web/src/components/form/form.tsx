import { type ComponentProps, createContext, type RefObject, useContext, useRef } from 'react';
import { type Control, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useFormRefusals, useRefusalFocus } from './refusal.ts';

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
 * Tells of each refusal of a react-hook-form form inside `container` (refusal.ts): a component of
 * its own, so the form's state redraws nothing else.
 */
export function FormRefusalFocus<T extends FieldValues, C, O>({
  control,
  container,
}: {
  control: Control<T, C, O>;
  container: RefObject<HTMLElement | null>;
}) {
  useRefusalFocus(container, useFormRefusals(control));
  return null;
}

/**
 * A form of the form kit: its fields find the form state and their ids here, so neither is handed
 * to every field. The browser's own validation is off: the contract's rules speak instead. A
 * refused submit moves the focus to the first field with a message and says it.
 */
export function Form<T extends FieldValues, C, O>({
  form,
  idPrefix,
  readOnly = false,
  onSubmit,
  children,
  ...props
}: FormProps<T, C, O>) {
  const element = useRef<HTMLFormElement>(null);
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix ?? null}>
        <ReadOnly.Provider value={readOnly}>
          <form ref={element} onSubmit={onSubmit} noValidate {...props}>
            {children}
            <FormRefusalFocus control={form.control} container={element} />
          </form>
        </ReadOnly.Provider>
      </IdPrefix.Provider>
    </FormProvider>
  );
}
