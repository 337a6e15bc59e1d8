import { USER_STATUSES, USER_TYPES } from '@loadboard/contracts';
import { z } from 'zod';

/** The list's address parameters: ?status=&userType=&search= (a value that does not parse is dropped). */
export const USER_FILTERS = z.object({
  status: z.enum(['', ...USER_STATUSES]).catch(''),
  userType: z.enum(['', ...USER_TYPES]).catch(''),
  search: z.string().catch(''),
});
export type UserFilters = z.output<typeof USER_FILTERS>;

/** The status filter's choices (spec 2: All Status, Active, Inactive, Pending; and Suspended, which Suspend sets). */
export const STATUS_CHOICES = ['active', 'inactive', 'pending', 'suspended'] as const;
/** The type filter's choices (spec 2: All Types, RFP Carrier, RFD Carrier, Broker). */
export const TYPE_CHOICES = ['RFP_CARRIER', 'RFD_CARRIER', 'BROKER'] as const;

/** The filters as GET /api/admin/users parameters; blanks left out. */
export function usersQuery(filters: UserFilters) {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.userType ? { userType: filters.userType } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  };
}

/** Spec 2: active green, inactive red, any other yellow. */
export function statusTone(status: string): 'success' | 'danger' | 'warning' {
  if (status === 'active') return 'success';
  if (status === 'inactive') return 'danger';
  return 'warning';
}

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
