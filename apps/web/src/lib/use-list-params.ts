import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * The filters of a list: a zod object of its address parameters. Every field must accept being
 * absent (optional, or with a default or a catch), because a bare address means "no filters".
 */
export type ListFilterSchema = z.ZodObject;

const PAGE_PARAM = 'page';
const SORT_PARAM = 'sort';

/** A list's orders: the values `?sort=` may take, and the one a bare address means. */
export interface ListSorts<Sort extends string> {
  values: readonly Sort[];
  default: Sort;
}

/**
 * Reads a list's filters and page from its address. Each parameter is checked on its own, so one
 * that does not parse (an old link, a hand-typed value) is dropped without losing the others.
 */
export function readListParams<S extends ListFilterSchema>(
  schema: S,
  params: URLSearchParams,
): { filters: z.output<S>; page: number } {
  const known: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    if ((field as z.ZodType).safeParse(raw).success) known[key] = raw;
  }
  const parsed = schema.safeParse(known);
  const filters = (parsed.success ? parsed.data : schema.parse({})) as z.output<S>;
  const rawPage = Number(params.get(PAGE_PARAM) ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  return { filters, page };
}

/** A filter value as it goes in the address; blanks are left out. */
function paramValue(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** The order an address asks for: its `sort` when the list has it, else the list's default. */
export function readListSort<Sort extends string>(sorts: ListSorts<Sort>, params: URLSearchParams): Sort {
  const raw = params.get(SORT_PARAM);
  return sorts.values.find((value) => value === raw) ?? sorts.default;
}

/**
 * A paged list's filters, order and page live in the address (?origin=…&sort=rate&page=2), so Back,
 * reload and shared links keep them. New filters or a new order go back to page 1; the default order
 * stays out of the address, and an order is not a filter (clearing the filters keeps it).
 */
export function useListParams<S extends ListFilterSchema, Sort extends string = never>(
  schema: S,
  sorts?: ListSorts<Sort>,
) {
  const [params, setParams] = useSearchParams();
  const fields = Object.keys(schema.shape);
  const key = [...fields, SORT_PARAM, PAGE_PARAM]
    .map((field) => `${field}=${params.get(field) ?? ''}`)
    .join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' identity
  const { filters, page } = useMemo(() => readListParams(schema, params), [key, schema]);

  const setFilters = useCallback(
    (next: Partial<z.input<S>>) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        search.delete(PAGE_PARAM);
        for (const field of Object.keys(schema.shape)) {
          const value = paramValue((next as Record<string, unknown>)[field]);
          if (value === null) search.delete(field);
          else search.set(field, value);
        }
        return search;
      });
    },
    [schema, setParams],
  );

  const sort = sorts ? readListSort(sorts, params) : undefined;
  const setSort = useCallback(
    (next: Sort) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        search.delete(PAGE_PARAM);
        if (next === sorts?.default) search.delete(SORT_PARAM);
        else search.set(SORT_PARAM, next);
        return search;
      });
    },
    [sorts?.default, setParams],
  );

  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        if (next <= 1) search.delete(PAGE_PARAM);
        else search.set(PAGE_PARAM, String(next));
        return search;
      });
    },
    [setParams],
  );

  // Whether any filter is set, so an empty page can say the filters hid everything.
  const filtered = fields.some((field) => paramValue((filters as Record<string, unknown>)[field]) !== null);

  return { filters, page, filtered, setFilters, setPage, sort: sort as Sort, setSort };
}
