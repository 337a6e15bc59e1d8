import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LoadFilters } from './api.ts';
import type { FilterField } from './load-filters.tsx';

/**
 * A list's filters and page live in the address (?origin=…&page=2), so Back, reload and shared
 * links keep them. New filters go back to page 1.
 */
export function useListParams(fields: readonly FilterField[]) {
  const [params, setParams] = useSearchParams();
  const key = fields.map((field) => `${field}=${params.get(field) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' identity
  const filters = useMemo(() => {
    const value: LoadFilters = {};
    for (const field of fields) {
      const entry = params.get(field);
      if (entry) (value as Record<string, string>)[field] = entry;
    }
    return value;
  }, [key]);
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const setFilters = useCallback(
    (next: LoadFilters) => {
      const search = new URLSearchParams();
      for (const field of fields) {
        const entry = next[field as keyof LoadFilters];
        if (typeof entry === 'string' && entry.trim() !== '') search.set(field, entry.trim());
      }
      setParams(search);
    },
    [fields, setParams],
  );

  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        if (next <= 1) search.delete('page');
        else search.set('page', String(next));
        return search;
      });
    },
    [setParams],
  );

  return { filters, page, setFilters, setPage };
}
