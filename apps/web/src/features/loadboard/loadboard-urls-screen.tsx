import './loadboards.css';
import { LOADBOARD_MESSAGES } from '@loadboard/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { FetchedList } from '../../components/list/fetched-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useDeleteUrls, useLoadboardUrls } from './api.ts';
import { ConfirmDeleteDialog, type DeleteTarget } from './confirm-delete-dialog.tsx';
import { URLS_TABLE_MIN_WIDTH, useUrlColumns } from './url-columns.tsx';
import { useSyncAll } from './use-sync-all.ts';

/**
 * Loadboard URLs Management (/admin/loadboard-scraper, spec 2): every member's load board URLs with
 * per-row deletes, Refresh, and Sync All Loadboards with its progress bar.
 */
export function LoadboardUrlsScreen() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const query = useLoadboardUrls();
  const remove = useDeleteUrls();
  const sync = useSyncAll();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const columns = useUrlColumns(setTarget, remove.isPending);

  const confirmDelete = (chosen: DeleteTarget) =>
    remove.mutate(
      chosen.kind === 'url'
        ? { kind: 'url', id: chosen.row.id }
        : { kind: 'user', userId: chosen.row.user.id },
      {
        onSuccess: () => {
          notifySuccess(
            chosen.kind === 'url' ? LOADBOARD_MESSAGES.urlDeleted : LOADBOARD_MESSAGES.userUrlsDeleted,
          );
          setTarget(null);
        },
        onError: (error) =>
          notifyError(
            error,
            chosen.kind === 'url'
              ? LOADBOARD_MESSAGES.deleteUrlFailed
              : LOADBOARD_MESSAGES.deleteUserUrlsFailed,
          ),
      },
    );

  const actions = (
    <>
      <Button
        variant="outline-primary"
        onClick={() => void query.refetch()}
        disabled={sync.syncing || query.isFetching}
      >
        {t('loadboards.refresh')}
      </Button>
      <Button
        onClick={sync.startSync}
        disabled={sync.syncing}
        className="d-inline-flex align-items-center gap-2"
      >
        {sync.syncing ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null}
        {sync.syncing ? t('loadboards.syncing') : t('loadboards.syncAll')}
      </Button>
    </>
  );

  return (
    <section>
      <PageHeader
        title={t('pages.adminLoadboardScraper.title')}
        description={t('pages.adminLoadboardScraper.description')}
        actions={actions}
      />

      {sync.percent !== null ? (
        <div className="loadboard-sync-progress mb-4" aria-live="polite">
          {/* A bar inside the track, so its role="progressbar" element carries the name. */}
          <ProgressBar>
            <ProgressBar
              now={sync.percent}
              label={`${formatNumber(sync.percent)}%`}
              animated={sync.syncing}
              striped={sync.syncing}
              variant={sync.syncing ? undefined : 'success'}
              aria-label={t('loadboards.progressLabel')}
            />
          </ProgressBar>
          {sync.users ? (
            <p className="small text-body-secondary mt-1 mb-0">
              {t('loadboards.progressUsers', {
                done: formatNumber(sync.users.done),
                total: formatNumber(sync.users.total),
              })}
            </p>
          ) : null}
        </div>
      ) : null}

      {sync.finished ? (
        <Alert variant="success" className="loadboard-sync-result" dismissible onClose={() => sync.dismiss()}>
          <p className="fw-semibold mb-1">{text(LOADBOARD_MESSAGES.syncCompleted)}</p>
          <p className="mb-0">{sync.resultText(sync.finished)}</p>
          {sync.finished.failedFeeds.length > 0 ? (
            <>
              <p className="fw-semibold mt-2 mb-1">{t('loadboards.failedFeedsTitle')}</p>
              <ul className="mb-0 small text-break">
                {sync.finished.failedFeeds.map((feed) => (
                  <li key={`${feed.userId}:${feed.url}`}>
                    {feed.url}
                    {i18n.language === 'en' ? ` — ${feed.message}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}

      <FetchedList
        query={query}
        rows={(urls) => urls}
        errorTitle={text(LOADBOARD_MESSAGES.fetchUrlsFailed)}
        empty={{ title: text(LOADBOARD_MESSAGES.noUrls) }}
        head={(rows) => (
          <p className="small text-body-secondary mb-2">
            {t('loadboards.count', { formatted: formatNumber(rows.length) })}
          </p>
        )}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-url-id': row.id, 'data-user-id': row.user.id })}
        minWidth={URLS_TABLE_MIN_WIDTH}
        className="loadboard-url-list"
      />

      <ConfirmDeleteDialog
        target={target}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onHide={() => setTarget(null)}
      />
    </section>
  );
}
