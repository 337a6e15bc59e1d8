import type { ContactsAnswer } from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { CONTACTS_KEY } from '../../lib/query-keys.ts';

/** The contacts panel's cache key; the bell refreshes it when the unread count changes. */

/** GET /api/contacts: the user's most recent counterparties (decisions.md, The page shell). */
export function useContacts(enabled = true) {
  return useQuery({
    queryKey: [CONTACTS_KEY],
    queryFn: async ({ signal }) => (await api.get<ContactsAnswer>('/contacts', { signal })).data.contacts,
    enabled,
  });
}
