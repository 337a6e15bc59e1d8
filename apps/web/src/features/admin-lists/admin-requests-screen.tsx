import {
  type AdminRequestsAnswer,
  adminRequestFilters,
  EXPORT_PATHS,
  LOAD_MESSAGES,
  REQUEST_STATUSES,
} from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/message-text.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { AdminListScreen } from './admin-list-screen.tsx';
import { ADMIN_REQUESTS_TABLE_MIN_WIDTH, useAdminRequestColumns } from './admin-request-columns.tsx';
import { useAdminRequests } from './api.ts';
import { choiceFilter, textFilter } from './list-filters.tsx';

/**
 * Every load request on the platform (/admin/requests, the admin dashboard's View All): filters by
 * status, load and company, each row leading to its load's requests, 10 a page.
 */
export function AdminRequestsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const params = useListParams(adminRequestFilters);
  const query = useAdminRequests(params.filters, params.page);
  const columns = useAdminRequestColumns();

  return (
    <AdminListScreen
      page="adminRequests"
      group="requests"
      schema={adminRequestFilters}
      exportPath={EXPORT_PATHS.adminRequests}
      fields={[
        choiceFilter(
          'status',
          t('adminLists.requests.status'),
          t('adminLists.requests.allStatuses'),
          REQUEST_STATUSES,
          (status) => t(`requests.statuses.${status}`),
        ),
        textFilter(
          'loadId',
          t('adminLists.requests.loadId'),
          t('adminLists.requests.loadIdPlaceholder'),
          true,
        ),
        textFilter('company', t('adminLists.requests.company'), t('adminLists.requests.companyPlaceholder')),
      ]}
      params={params}
      query={query}
      rows={(answer: AdminRequestsAnswer) => answer.requests}
      errorTitle={text(LOAD_MESSAGES.fetchRequestsFailed)}
      columns={columns}
      rowKey={(request) => request.id}
      rowAttributes={(request) => ({ 'data-request-id': request.id })}
      minWidth={ADMIN_REQUESTS_TABLE_MIN_WIDTH}
      className="admin-requests-list"
    />
  );
}
