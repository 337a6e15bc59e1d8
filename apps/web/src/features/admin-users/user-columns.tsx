import type { AdminUserRow } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/list/data-table.tsx';
import { fullName } from './logic.ts';
import { StatusMenu, type StatusMenuProps } from './status-menu.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** Below this width the table would squeeze the emails: each user becomes a card. */
export const USERS_TABLE_MIN_WIDTH = 640;

interface UserColumnsProps extends Pick<StatusMenuProps, 'onChange'> {
  onView: (user: AdminUserRow) => void;
  selfId: number | undefined;
  /** The user whose status is being changed, whose menu waits. */
  changingId: number | null;
}

/** Manage Users' columns (spec 2): Name, Email, Company, Type, Status badge, Actions (View, Status). */
export function useUserColumns({
  onView,
  onChange,
  selfId,
  changingId,
}: UserColumnsProps): Column<AdminUserRow>[] {
  const { t } = useTranslation();
  const actions = (user: AdminUserRow) => (
    <div className="d-flex flex-wrap gap-2 justify-content-end">
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => onView(user)}
        aria-label={t('adminUsers.viewLabel', { name: fullName(user) })}
      >
        {t('adminUsers.view')}
      </Button>
      <StatusMenu user={user} isSelf={user.id === selfId} busy={changingId === user.id} onChange={onChange} />
    </div>
  );
  return [
    {
      id: 'name',
      header: t('adminUsers.columns.name'),
      card: 'title',
      className: 'fw-semibold',
      cell: (user) => fullName(user),
    },
    {
      id: 'email',
      header: t('adminUsers.columns.email'),
      className: 'text-break',
      cell: (user) => user.email,
    },
    { id: 'company', header: t('adminUsers.columns.company'), cell: (user) => user.companyName },
    {
      id: 'type',
      header: t('adminUsers.columns.type'),
      className: 'text-nowrap',
      cell: (user) => t(`userTypes.${user.userType}`),
    },
    {
      id: 'status',
      header: t('adminUsers.columns.status'),
      card: 'corner',
      cell: (user) => <UserStatusBadge status={user.status} />,
    },
    {
      id: 'actions',
      header: t('adminUsers.columns.actions'),
      align: 'end',
      card: 'foot',
      cell: actions,
    },
  ];
}
