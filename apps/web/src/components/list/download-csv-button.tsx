import { MESSAGES } from '@loadboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type QueryValue, saveBlob } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';
import { BusyButton } from '../busy-button.tsx';

/** A list's export: its CSV path, and the list's applied filters (and order) as its query. */
export interface ListExport {
  path: string;
  query: Record<string, QueryValue>;
}

/** A long list takes a while to stream: more than the client's usual 30 s. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** Download CSV: every row the list's filters select, saved under the server's name for the file. */
export function DownloadCsvButton({ path, query }: ListExport) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async () => {
      const file = await api.download(path, { query, timeoutMs: EXPORT_TIMEOUT_MS });
      saveBlob(file.blob, file.filename ?? 'export.csv');
    },
    onError: (error) => notifyError(error, MESSAGES.exportFailed),
  });
  return (
    <BusyButton
      type="button"
      variant="outline-secondary"
      className="d-inline-flex align-items-center gap-2"
      busy={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? t('common.downloadingCsv') : t('common.downloadCsv')}
    </BusyButton>
  );
}
