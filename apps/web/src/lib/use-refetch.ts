import { useQueryClient } from '@tanstack/react-query';

/** After a change: every cached answer under each of `keys` refetches; the promise settles when they have. */
export function useRefetch(...keys: string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
