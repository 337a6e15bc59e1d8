import './admin-lists.css';
import {
  type AdminRequestsAnswer,
  adminRequestFilters,
  LOAD_MESSAGES,
  REQUEST_STATUSES,
} from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { ListCount } from '../../components/list/list-count.tsx';
import { PageHeader } from '../../components/page-header.tsx';
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
  const params = useListParams(adminRequestFilters);
  const { filters, setFilters } = params;
  const query = useAdminRequests(filters, params.page);
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
      <ListCount
        total={query.data?.pagination.totalItems}
        text={(count) => t('adminLists.requests.count', { count })}
      />
      <FilteredPagedList
        query={query}
        rows={(answer: AdminRequestsAnswer) => answer.requests}
        params={params}
        texts={(key) => t(`adminLists.requests.${key}`)}
        errorTitle={text(LOAD_MESSAGES.fetchRequestsFailed)}
        columns={columns}
        rowKey={(request) => request.id}
        rowAttributes={(request) => ({ 'data-request-id': request.id })}
        minWidth={ADMIN_REQUESTS_TABLE_MIN_WIDTH}
        className="admin-requests-list"
      />
    </section>
  );
}
