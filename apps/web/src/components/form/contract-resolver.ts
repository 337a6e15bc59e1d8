import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A schema of the contracts, seen only as what it parses to, so a form need not import zod. */
interface ContractSchema<Output> {
  parse(input: unknown): Output;
}

/**
 * A form's resolver from a contract's schema: the form holds text (`Values`), the contract parses it
 * into the body the API takes (`Output`).
 */
export function contractResolver<Values extends FieldValues, Output, Context = unknown>(
  schema: ContractSchema<Output>,
): Resolver<Values, Context, Output> {
  return zodResolver(schema as unknown as Parameters<typeof zodResolver>[0]) as unknown as Resolver<
    Values,
    Context,
    Output
  >;
}
