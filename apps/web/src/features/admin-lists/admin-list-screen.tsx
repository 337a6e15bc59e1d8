import './admin-lists.css';
import type { Pagination as PageInfo } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FilteredPagedList,
  type FilteredPagedListProps,
} from '../../components/list/filtered-paged-list.tsx';
import { ListCount } from '../../components/list/list-count.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type FilterField, ListFilters } from './list-filters.tsx';

interface AdminListScreenProps<Answer extends { pagination: PageInfo }, Row>
  extends Omit<FilteredPagedListProps<Answer, Row>, 'texts' | 'params'> {
  /** Its title and description, under pages. */
  page: 'adminLoads' | 'adminRequests';
  /** Its texts, under adminLists; also the start of its fields' ids. */
  group: 'loads' | 'requests';
  schema: z.ZodObject;
  fields: FilterField[];
  /** Its CSV export (EXPORT_PATHS). */
  exportPath: string;
  /** Its filters and page, as useListParams reads them from the address. */
  params: FilteredPagedListProps<Answer, Row>['params'] & {
    filters: Record<string, unknown>;
    setFilters: (next: Record<string, string>) => void;
  };
}

/** A list of everything on the platform: its filters, how many rows they found, and the rows. */
export function AdminListScreen<Answer extends { pagination: PageInfo }, Row>({
  page,
  group,
  schema,
  fields,
  exportPath,
  params,
  ...list
}: AdminListScreenProps<Answer, Row>) {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      <ListFilters
        shape={schema.shape}
        fields={fields}
        value={params.filters}
        onApply={params.setFilters}
        label={t(`adminLists.${group}.filtersLabel`)}
        idPrefix={`admin-${group}`}
        exportPath={exportPath}
      />
      <ListCount
        total={list.query.data?.pagination.totalItems}
        text={(count) => t(`adminLists.${group}.count`, { count })}
      />
      <FilteredPagedList {...list} params={params} texts={(key) => t(`adminLists.${group}.${key}`)} />
    </section>
  );
}
