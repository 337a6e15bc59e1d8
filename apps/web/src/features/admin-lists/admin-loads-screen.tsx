import './admin-lists.css';
import {
  type AdminLoadsAnswer,
  adminLoadFilters,
  LOAD_MESSAGES,
  LOAD_STATUSES,
  LOAD_TYPES,
} from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { ListCount } from '../../components/list/list-count.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ADMIN_LOADS_TABLE_MIN_WIDTH, useAdminLoadColumns } from './admin-load-columns.tsx';
import { useAdminLoads } from './api.ts';
import { type FilterField, ListFilters } from './list-filters.tsx';

/**
 * Every load on the platform (/admin/loads, the admin dashboard's View All): filters by place, type,
 * status and owner, the status dropdown, and each post's requests, 10 a page.
 */
export function AdminLoadsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const params = useListParams(adminLoadFilters);
  const { filters, setFilters } = params;
  const query = useAdminLoads(filters, params.page);
  const columns = useAdminLoadColumns();
  const fields: FilterField[] = [
    {
      key: 'origin',
      kind: 'text',
      label: t('loads.filters.origin'),
      placeholder: t('loads.filters.locationPlaceholder'),
    },
    {
      key: 'destination',
      kind: 'text',
      label: t('loads.filters.destination'),
      placeholder: t('loads.filters.locationPlaceholder'),
    },
    {
      key: 'type',
      kind: 'select',
      label: t('loads.filters.type'),
      options: [
        ['', t('loads.filters.allTypes')],
        ...LOAD_TYPES.map((type) => [type, t(`loads.typeNames.${type}`)] as [string, string]),
      ],
    },
    {
      key: 'status',
      kind: 'select',
      label: t('loads.filters.status'),
      options: [
        ['', t('loads.filters.allStatuses')],
        ...LOAD_STATUSES.map((status) => [status, t(`loads.statuses.${status}`)] as [string, string]),
      ],
    },
    {
      key: 'owner',
      kind: 'text',
      label: t('adminLists.loads.owner'),
      placeholder: t('adminLists.loads.ownerPlaceholder'),
    },
  ];
  return (
    <section>
      <PageHeader title={t('pages.adminLoads.title')} description={t('pages.adminLoads.description')} />
      <ListFilters
        shape={adminLoadFilters.shape}
        fields={fields}
        value={filters}
        onApply={setFilters}
        label={t('adminLists.loads.filtersLabel')}
        idPrefix="admin-loads"
      />
      <ListCount
        total={query.data?.pagination.totalItems}
        text={(count) => t('adminLists.loads.count', { count })}
      />
      <FilteredPagedList
        query={query}
        rows={(answer: AdminLoadsAnswer) => answer.loads}
        params={params}
        texts={(key) => t(`adminLists.loads.${key}`)}
        errorTitle={text(LOAD_MESSAGES.fetchFailed)}
        columns={columns}
        rowKey={(load) => load.id}
        rowAttributes={(load) => ({ 'data-load-id': load.id })}
        minWidth={ADMIN_LOADS_TABLE_MIN_WIDTH}
        className="admin-loads-list"
      />
    </section>
  );
}
