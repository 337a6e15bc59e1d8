import type { SyncReport } from '@loadboard/contracts';
import { toast } from 'react-toastify';
import { i18n } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';

/** How many skipped rows a toast names before it stops (the rest are counted). */
const ROWS_NAMED = 3;

/**
 * What the header's sync did, beside its success toast: posts added and updated, the boards that
 * could not be read and the rows skipped. The server's reasons are English prose with values in
 * them; in another language the toast names the boards and rows without them.
 */
export function announceSyncReport(report: SyncReport): void {
  const t = i18n.t.bind(i18n);
  const english = i18n.language === 'en';
  toast.info(
    t('loadboards.header.summary', {
      added: formatNumber(report.added),
      updated: formatNumber(report.updated),
    }),
  );
  const failed = report.feeds.filter((feed) => feed.error !== undefined);
  if (failed.length > 0)
    toast.warning(
      t('loadboards.header.failedFeeds', {
        count: failed.length,
        feeds: failed.map((feed) => (english ? `${feed.url} (${feed.error})` : feed.url)).join('; '),
      }),
    );
  const rows = report.feeds.flatMap((feed) => feed.rowErrors.map((error) => `${feed.url} ${error}`));
  if (rows.length > 0 && english)
    toast.warning(
      t('loadboards.header.skippedRows', {
        count: rows.length,
        rows: rows.slice(0, ROWS_NAMED).join('; ') + (rows.length > ROWS_NAMED ? '…' : ''),
      }),
    );
}
