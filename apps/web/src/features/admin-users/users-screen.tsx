import './admin-users.css';
import {
  type AdminUserListAnswer,
  type AdminUserRow,
  EXPORT_PATHS,
  MESSAGES,
  type SettableUserStatus,
} from '@loadboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/plain-fields.tsx';
import { ChoiceOptions } from '../../components/list/choice-options.tsx';
import { FilterBar, FilterButtons } from '../../components/list/filter-bar.tsx';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useAdminUsers, useSetUserStatus } from './api.ts';
import { STATUS_CHOICES, TYPE_CHOICES, USER_FILTERS, type UserFilters } from './logic.ts';
import { USERS_TABLE_MIN_WIDTH, useUserColumns } from './user-columns.tsx';
import { UserDetailsModal } from './user-details-modal.tsx';

/**
 * Manage Users (/admin/users, spec 2): status and type filters that apply at once, a search applied
 * with Enter or its button (each change back to page 1), the users 10 a page with 'Showing N of M
 * users', User Details, and the Status dropdown.
 */
export function UsersScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { user: self } = useSession();
  const params = useListParams(USER_FILTERS);
  const { filters, filtered, setFilters } = params;
  const query = useAdminUsers(filters, params.page);
  const setStatus = useSetUserStatus();
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  const filter = (change: Partial<UserFilters>) => setFilters({ ...filters, ...change });
  const onChange = (user: AdminUserRow, status: SettableUserStatus) =>
    setStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || MESSAGES.userStatusUpdated);
          setViewing((open) => (open?.id === user.id ? answer.data.user : open));
        },
        onError: (error) => notifyError(error, MESSAGES.userStatusUpdateFailed),
      },
    );
  const changingId = setStatus.isPending ? (setStatus.variables?.id ?? null) : null;
  const columns = useUserColumns({ onView: setViewing, onChange, selfId: self?.id, changingId });

  return (
    <section>
      <PageHeader title={t('pages.adminUsers.title')} description={t('pages.adminUsers.description')} />

      <FilterBar
        label={t('adminUsers.filtersLabel')}
        className="admin-user-filters"
        onSubmit={() => filter({ search })}
      >
        <SelectField
          id="admin-users-status"
          label={t('adminUsers.filters.status')}
          value={filters.status}
          onChange={(event) => filter({ status: USER_FILTERS.shape.status.parse(event.target.value) })}
        >
          <ChoiceOptions
            all={t('adminUsers.filters.allStatus')}
            values={STATUS_CHOICES}
            nameOf={(status) => t(`adminUsers.statuses.${status}`)}
          />
        </SelectField>
        <SelectField
          id="admin-users-type"
          label={t('adminUsers.filters.type')}
          value={filters.userType}
          onChange={(event) => filter({ userType: USER_FILTERS.shape.userType.parse(event.target.value) })}
        >
          <ChoiceOptions
            all={t('adminUsers.filters.allTypes')}
            values={TYPE_CHOICES}
            nameOf={(type) => t(`userTypes.${type}`)}
          />
        </SelectField>
        <TextField
          id="admin-users-search"
          wrapperClassName="admin-user-search"
          type="search"
          label={t('adminUsers.filters.search')}
          placeholder={t('adminUsers.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FilterButtons
          className="admin-user-filter-buttons"
          applyLabel={t('adminUsers.filters.apply')}
          clearLabel={t('adminUsers.filters.clear')}
          clearDisabled={!filtered && search === ''}
          onClear={() => {
            setSearch('');
            setFilters({ status: '', userType: '', search: '' });
          }}
          exportFile={{ path: EXPORT_PATHS.adminUsers, query: filters }}
        />
      </FilterBar>

      <FilteredPagedList
        query={query}
        rows={(answer: AdminUserListAnswer) => answer.users}
        params={params}
        texts={(key) => t(`adminUsers.${key}`)}
        errorTitle={text(MESSAGES.fetchUsersFailed)}
        summary={(rows, answer) => (
          <p className="text-body-secondary small mb-0 admin-users-count">
            {t('adminUsers.showing', {
              shown: formatNumber(rows.length),
              total: formatNumber(answer.pagination.totalItems),
            })}
          </p>
        )}
        columns={columns}
        rowKey={(user) => user.id}
        rowAttributes={(user) => ({ 'data-user-id': user.id })}
        minWidth={USERS_TABLE_MIN_WIDTH}
        className="admin-user-list"
      />

      <UserDetailsModal
        user={viewing}
        selfId={self?.id}
        changing={setStatus.isPending && setStatus.variables?.id === viewing?.id}
        onChange={onChange}
        onHide={() => setViewing(null)}
      />
    </section>
  );
}
