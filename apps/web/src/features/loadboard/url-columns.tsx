import type { LoadboardUrlItem } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/list/data-table.tsx';
import { useDates } from '../../lib/dates.ts';
import type { DeleteTarget } from './confirm-delete-dialog.tsx';

/** Below this width the long URLs would squeeze the other columns: each URL becomes a card. */
export const URLS_TABLE_MIN_WIDTH = 860;

/** Spec 2: URL (a link opening in a new tab), User, Company, Created At, and the two deletes. */
export function useUrlColumns(
  onDelete: (target: DeleteTarget) => void,
  busy: boolean,
): Column<LoadboardUrlItem>[] {
  const { t } = useTranslation();
  const dates = useDates();
  return [
    {
      id: 'url',
      header: t('loadboards.columns.url'),
      card: 'title',
      className: 'text-break loadboard-url-cell',
      cell: (row) => (
        <a href={row.url} target="_blank" rel="noopener noreferrer">
          {row.url}
          <span className="visually-hidden"> {t('loadboards.opensInNewTab')}</span>
        </a>
      ),
    },
    { id: 'user', header: t('loadboards.columns.user'), cell: (row) => row.user.username },
    { id: 'company', header: t('loadboards.columns.company'), cell: (row) => row.user.companyName },
    {
      id: 'createdAt',
      header: t('loadboards.columns.createdAt'),
      className: 'text-nowrap',
      cell: (row) => dates.dateTime(row.created_at),
    },
    {
      id: 'actions',
      header: t('loadboards.columns.actions'),
      hideHeader: true,
      align: 'end',
      card: 'foot',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Button
            variant="outline-danger"
            size="sm"
            disabled={busy}
            onClick={() => onDelete({ kind: 'url', row })}
            aria-label={t('loadboards.deleteUrlLabel', { url: row.url })}
          >
            {t('loadboards.deleteUrl')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={() => onDelete({ kind: 'user', row })}
            aria-label={t('loadboards.deleteUserUrlsLabel', { username: row.user.username })}
          >
            {t('loadboards.deleteUserUrls')}
          </Button>
        </div>
      ),
    },
  ];
}
