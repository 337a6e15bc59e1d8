import {
  type AdminUserDetailAnswer,
  type AdminUserListAnswer,
  MESSAGES,
  type SettableUserStatus,
  type UserStatusAnswer,
} from '@loadboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagedQuery } from '../../components/list/paged-query.ts';
import { api } from '../../lib/api-client.ts';
import { useFreshQuery } from '../../lib/fresh-query.ts';
import { type UserFilters, usersQuery } from './logic.ts';

/** Every cached answer about the admin's users. */
const ADMIN_USERS_KEY = ['admin-users'] as const;

/** GET /api/admin/users: 10 a page, filtered by status, type and free text. */
export function useAdminUsers(filters: UserFilters, page: number) {
  return usePagedQuery<UserFilters, AdminUserListAnswer>(filters, page, {
    key: [...ADMIN_USERS_KEY, 'list'],
    path: '/admin/users',
    failure: MESSAGES.fetchUsersFailed,
    params: usersQuery,
  });
}

/** GET /api/admin/users/:id: the user with their Load Statistics (only while the modal is open). */
export function useAdminUser(id: number | null) {
  return useFreshQuery({
    key: [...ADMIN_USERS_KEY, 'detail', id],
    path: `/admin/users/${id}`,
    failure: MESSAGES.fetchUserDetailsFailed,
    pick: (answer: AdminUserDetailAnswer) => answer.user,
    enabled: id !== null,
  });
}

/** PATCH /api/admin/users/:id/status; the list and the open details refetch after it. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SettableUserStatus }) =>
      api.patch<UserStatusAnswer>(`/admin/users/${id}/status`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
