import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

/**
 * The page numbers to show: all of them up to seven pages, else the first, the last, and the
 * current page with its neighbours, gaps marked by null ('…').
 */
export function pageWindow(current: number, total: number, neighbours = 1): (number | null)[] {
  if (total <= 0) return [];
  if (total <= 5 + neighbours * 2) return Array.from({ length: total }, (_, index) => index + 1);
  const from = Math.max(2, current - neighbours);
  const to = Math.min(total - 1, current + neighbours);
  const pages: (number | null)[] = [1];
  if (from > 2) pages.push(from === 3 ? 2 : null);
  for (let page = from; page <= to; page += 1) pages.push(page);
  if (to < total - 1) pages.push(to === total - 2 ? total - 1 : null);
  pages.push(total);
  return pages;
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** 'Showing 11–20 of 57' when given. */
  totalItems?: number;
  pageSize?: number;
  /** Names the list, e.g. "My Loads pages". */
  label?: string;
  disabled?: boolean;
}

/** Previous, numbered and Next page buttons (spec 2 lists, 10 a page). Hidden for a single page. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  totalItems,
  pageSize,
  label,
  disabled = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const summary =
    totalItems !== undefined && pageSize !== undefined && totalItems > 0
      ? t('pagination.summary', {
          from: formatNumber((currentPage - 1) * pageSize + 1),
          to: formatNumber(Math.min(currentPage * pageSize, totalItems)),
          total: formatNumber(totalItems),
        })
      : null;
  if (totalPages <= 1) {
    return summary ? <p className="text-body-secondary small mb-0">{summary}</p> : null;
  }
  const go = (page: number) => {
    if (page >= 1 && page <= totalPages && page !== currentPage) onPageChange(page);
  };
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      {summary ? <p className="text-body-secondary small mb-0">{summary}</p> : <span />}
      <nav aria-label={label ?? t('pagination.label')}>
        <ul className="pagination pagination-sm flex-wrap mb-0">
          <li className={`page-item ${currentPage <= 1 || disabled ? 'disabled' : ''}`}>
            <button
              type="button"
              className="page-link"
              onClick={() => go(currentPage - 1)}
              disabled={currentPage <= 1 || disabled}
            >
              {t('pagination.previous')}
            </button>
          </li>
          {pageWindow(currentPage, totalPages).map((page, index) =>
            page === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={page} className={`page-item ${page === currentPage ? 'active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  onClick={() => go(page)}
                  disabled={disabled}
                  aria-current={page === currentPage ? 'page' : undefined}
                  aria-label={t('pagination.page', { page })}
                >
                  {page}
                </button>
              </li>
            ),
          )}
          <li className={`page-item ${currentPage >= totalPages || disabled ? 'disabled' : ''}`}>
            <button
              type="button"
              className="page-link"
              onClick={() => go(currentPage + 1)}
              disabled={currentPage >= totalPages || disabled}
            >
              {t('pagination.next')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
