import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that downloads on first use, not with the page: the sign-in page draws without
 * zod and its rules, which come while the user types (`preload`). Should they fail to download,
 * the values go to the server as entered, and the server's own checks answer.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
) {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const resolver = () => {
    loading ??= load();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const lazy: Resolver<Input, Context, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, Context, Output>;
    try {
      resolve = await resolver();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
  return {
    resolver: lazy,
    preload: () => {
      resolver().catch(() => undefined);
    },
  };
}
