import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from './api-client.ts';
import { useFailureToast } from './use-failure-toast.ts';

interface FreshSource<Answer, Data> {
  /** Where its answer is cached. */
  key: QueryKey;
  /** The API path to GET. */
  path: string;
  query?: Record<string, QueryValue>;
  /** The toast's text when the server gives none. */
  failure: string;
  /** What the screen reads of the answer; all of it by default. */
  pick?: (answer: Answer) => Data;
  /** False while there is nothing to ask for yet. */
  enabled?: boolean;
  /** Keep showing the last answer while the next one loads (a new page or new filters). */
  keepPrevious?: boolean;
}

/**
 * One GET that a screen shows as it is now: every visit asks again (another user may have changed
 * it), and a failure is toasted.
 */
export function useFreshQuery<Answer, Data = Answer>({
  key,
  path,
  query,
  failure,
  pick = (answer) => answer as unknown as Data,
  enabled = true,
  keepPrevious = false,
}: FreshSource<Answer, Data>) {
  const result = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => pick((await api.get<Answer>(path, { query, signal })).data),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: 0,
  });
  useFailureToast(result.error, failure);
  return result;
}
