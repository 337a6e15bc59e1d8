import {
  type AdminLoadsAnswer,
  adminLoadFilters,
  EXPORT_PATHS,
  LOAD_MESSAGES,
  LOAD_STATUSES,
  LOAD_TYPES,
} from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/message-text.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { AdminListScreen } from './admin-list-screen.tsx';
import { ADMIN_LOADS_TABLE_MIN_WIDTH, useAdminLoadColumns } from './admin-load-columns.tsx';
import { useAdminLoads } from './api.ts';
import { choiceFilter, textFilter } from './list-filters.tsx';

/**
 * Every load on the platform (/admin/loads, the admin dashboard's View All): filters by place, type,
 * status and owner, the status dropdown, and each post's requests, 10 a page.
 */
export function AdminLoadsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const params = useListParams(adminLoadFilters);
  const query = useAdminLoads(params.filters, params.page);
  const columns = useAdminLoadColumns();
  const place = t('loads.filters.locationPlaceholder');

  return (
    <AdminListScreen
      page="adminLoads"
      group="loads"
      schema={adminLoadFilters}
      exportPath={EXPORT_PATHS.adminLoads}
      fields={[
        textFilter('origin', t('loads.filters.origin'), place),
        textFilter('destination', t('loads.filters.destination'), place),
        choiceFilter('type', t('loads.filters.type'), t('loads.filters.allTypes'), LOAD_TYPES, (type) =>
          t(`loads.typeNames.${type}`),
        ),
        choiceFilter(
          'status',
          t('loads.filters.status'),
          t('loads.filters.allStatuses'),
          LOAD_STATUSES,
          (status) => t(`loads.statuses.${status}`),
        ),
        textFilter('owner', t('adminLists.loads.owner'), t('adminLists.loads.ownerPlaceholder')),
      ]}
      params={params}
      query={query}
      rows={(answer: AdminLoadsAnswer) => answer.loads}
      errorTitle={text(LOAD_MESSAGES.fetchFailed)}
      columns={columns}
      rowKey={(load) => load.id}
      rowAttributes={(load) => ({ 'data-load-id': load.id })}
      minWidth={ADMIN_LOADS_TABLE_MIN_WIDTH}
      className="admin-loads-list"
    />
  );
}
