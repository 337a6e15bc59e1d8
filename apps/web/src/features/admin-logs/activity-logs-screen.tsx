import './admin-logs.css';
import {
  ACTIVITY_ACTIONS,
  type ActivityLogFilters,
  type ActivityLogsAnswer,
  activityLogFilters,
  MESSAGES,
} from '@loadboard/contracts';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/plain-fields.tsx';
import { ChoiceOptions } from '../../components/list/choice-options.tsx';
import { FilterBar, FilterButtons } from '../../components/list/filter-bar.tsx';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { ListCount } from '../../components/list/list-count.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDates } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ACTIVITY_TABLE_MIN_WIDTH, useActivityLogColumns } from './activity-log-columns.tsx';
import { activityLogsExport, useActivityLogs } from './api.ts';

type Draft = { startDate: string; endDate: string; type: string; userId: string };

const draftOf = (filters: ActivityLogFilters): Draft => ({
  startDate: filters.startDate ?? '',
  endDate: filters.endDate ?? '',
  type: filters.type ?? '',
  userId: filters.userId === undefined ? '' : String(filters.userId),
});

/**
 * Activity Logs (/admin/activity-logs, spec 2): filters (dates as whole days in the admin's zone,
 * activity type, user ID), the count, the table 10 a page, and the CSV export of the filtered log.
 * Dates and the type apply as they change, the user ID with Filter or Enter; any change goes back
 * to page 1 (spec 5).
 */
export function ActivityLogsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dates = useDates();
  const params = useListParams(activityLogFilters);
  const { filters, filtered, setFilters } = params;
  const query = useActivityLogs(filters, params.page);
  const columns = useActivityLogColumns();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(filters)), [filters]);

  const userIdCheck = activityLogFilters.shape.userId.safeParse(draft.userId);
  const userIdError = userIdCheck.success ? undefined : userIdCheck.error.issues[0]?.message;
  const apply = (next: Draft) => {
    setDraft(next);
    if (activityLogFilters.shape.userId.safeParse(next.userId).success) setFilters(next);
  };
  const change = (key: keyof Draft, value: string) => apply({ ...draft, [key]: value });
  // Each end of the date range, applied as it changes.
  const dayField = (key: 'startDate' | 'endDate') => ({
    type: 'date',
    label: t(`adminLogs.${key}`),
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(key, event.target.value),
  });
  const total = query.data?.pagination.totalItems;

  return (
    <section>
      <PageHeader
        title={t('pages.adminActivityLogs.title')}
        description={t('pages.adminActivityLogs.description')}
      />

      <FilterBar
        label={t('adminLogs.filtersLabel')}
        className="activity-filters"
        onSubmit={() => apply(draft)}
      >
        <div className="activity-filters-grid">
          <TextField id="activity-start" max={draft.endDate || undefined} {...dayField('startDate')} />
          <TextField id="activity-end" min={draft.startDate || undefined} {...dayField('endDate')} />
          <SelectField
            id="activity-type"
            label={t('adminLogs.type')}
            value={draft.type}
            onChange={(event) => change('type', event.target.value)}
          >
            <ChoiceOptions
              all={t('adminLogs.allActivities')}
              values={ACTIVITY_ACTIONS}
              nameOf={(action) => t(`adminLogs.actions.${action}`)}
            />
          </SelectField>
          <TextField
            id="activity-user"
            inputMode="numeric"
            label={t('adminLogs.userId')}
            placeholder={t('adminLogs.userIdPlaceholder')}
            value={draft.userId}
            error={userIdError}
            onChange={(event) => setDraft({ ...draft, userId: event.target.value.trim() })}
          />
          <FilterButtons
            className="activity-filters-buttons"
            applyLabel={t('adminLogs.apply')}
            clearLabel={t('adminLogs.clear')}
            clearDisabled={!filtered && Object.values(draft).every((value) => value === '')}
            onClear={() => apply({ startDate: '', endDate: '', type: '', userId: '' })}
            exportFile={activityLogsExport(filters)}
          />
        </div>
        <p className="small text-body-secondary mb-0 mt-2">
          {t('adminLogs.zoneHint', { zone: dates.zoneLabel })}
        </p>
      </FilterBar>

      <ListCount
        total={total}
        text={(count) => t('adminLogs.count', { count })}
        className="activity-count mb-2"
      />

      <FilteredPagedList
        query={query}
        rows={(answer: ActivityLogsAnswer) => answer.logs}
        params={params}
        texts={(key) => t(`adminLogs.${key}`)}
        emptyHint={t('adminLogs.emptyHint')}
        errorTitle={text(MESSAGES.fetchActivityLogsFailed)}
        columns={columns}
        rowKey={(entry) => entry.id}
        rowAttributes={(entry) => ({ 'data-log-id': entry.id })}
        minWidth={ACTIVITY_TABLE_MIN_WIDTH}
        className="activity-list"
      />
    </section>
  );
}
