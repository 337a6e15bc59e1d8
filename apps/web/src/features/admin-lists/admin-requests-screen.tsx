import './admin-lists.css';
import {
  type AdminRequestsAnswer,
  adminRequestFilters,
  LOAD_MESSAGES,
  REQUEST_STATUSES,
} from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/list/paged-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ADMIN_REQUESTS_TABLE_MIN_WIDTH, useAdminRequestColumns } from './admin-request-columns.tsx';
import { useAdminRequests } from './api.ts';
import { type FilterField, ListFilters } from './list-filters.tsx';

/**
 * Every load request on the platform (/admin/requests, the admin dashboard's View All): filters by
 * status, load and company, each row leading to its load's requests, 10 a page.
 */
export function AdminRequestsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { filters, page, filtered, setFilters, setPage } = useListParams(adminRequestFilters);
  const query = useAdminRequests(filters, page);
  const columns = useAdminRequestColumns();
  const fields: FilterField[] = [
    {
      key: 'status',
      kind: 'select',
      label: t('adminLists.requests.status'),
      options: [
        ['', t('adminLists.requests.allStatuses')],
        ...REQUEST_STATUSES.map((status) => [status, t(`requests.statuses.${status}`)] as [string, string]),
      ],
    },
    {
      key: 'loadId',
      kind: 'text',
      numeric: true,
      label: t('adminLists.requests.loadId'),
      placeholder: t('adminLists.requests.loadIdPlaceholder'),
    },
    {
      key: 'company',
      kind: 'text',
      label: t('adminLists.requests.company'),
      placeholder: t('adminLists.requests.companyPlaceholder'),
    },
  ];
  const total = query.data?.pagination.totalItems;

  return (
    <section>
      <PageHeader title={t('pages.adminRequests.title')} description={t('pages.adminRequests.description')} />
      <ListFilters
        shape={adminRequestFilters.shape}
        fields={fields}
        value={filters}
        onApply={setFilters}
        label={t('adminLists.requests.filtersLabel')}
        idPrefix="admin-requests"
      />
      <p className="mb-2" aria-live="polite">
        {total === undefined ? '\u00a0' : t('adminLists.requests.count', { count: formatNumber(total) })}
      </p>
      <PagedList
        query={query}
        rows={(answer: AdminRequestsAnswer) => answer.requests}
        page={page}
        onPageChange={setPage}
        errorTitle={text(LOAD_MESSAGES.fetchRequestsFailed)}
        empty={
          filtered
            ? {
                title: t('adminLists.requests.emptyFiltered'),
                text: t('adminLists.requests.emptyFilteredHint'),
              }
            : { title: t('adminLists.requests.empty') }
        }
        paginationLabel={t('adminLists.requests.paginationLabel')}
        columns={columns}
        rowKey={(request) => request.id}
        rowAttributes={(request) => ({ 'data-request-id': request.id })}
        minWidth={ADMIN_REQUESTS_TABLE_MIN_WIDTH}
        className="admin-requests-list"
      />
    </section>
  );
}
