import { useMemo } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { contractResolver } from './contract-resolver.ts';

interface ContractFormOptions<Values extends FieldValues, Output> {
  /** The contract's schema, which checks the form's text and parses it into the API's body. */
  schema: Parameters<typeof contractResolver<Values, Output>>[0];
  defaultValues: Values;
  /** Sends the parsed values; what it throws is the refusal. */
  submit: (values: Output) => Promise<void>;
  /** Says the refusal as a whole (a toast); its field sentences then go under their fields. */
  onFailure: (error: unknown) => void;
}

/**
 * A form of the kit that sends what a contract's schema parses from it: `onSubmit` checks, parses
 * and sends, and a refused send is told by `onFailure` and under the fields the server names.
 */
export function useContractForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  submit,
  onFailure,
}: ContractFormOptions<Values, Output>) {
  const resolver = useMemo(() => contractResolver<Values, Output>(schema), [schema]);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      onFailure(error);
      applyServerErrors(form, error);
    }
  });
  return { form, onSubmit };
}
