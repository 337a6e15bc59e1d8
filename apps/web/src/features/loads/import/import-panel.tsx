import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, LOAD_MESSAGES } from '@loadboard/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifyRefusal, notifySuccess } from '../../../lib/notify.ts';
import { useDownloadSample, useImportLoads } from '../api.ts';

/** A file the import accepts: chosen, and named .csv (spec 5). */
export function isCsvFile(file: File | null | undefined): file is File {
  return Boolean(file && /\.csv$/i.test(file.name));
}

/**
 * Import Loads (spec 2, View Loads): a CSV upload with a Download Sample link. A refused file lists
 * every row error here (one toast says it failed); nothing of it is imported.
 */
export function ImportPanel() {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const fileNameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [imported, setImported] = useState<number | null>(null);
  const importLoads = useImportLoads();
  const sample = useDownloadSample();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRowErrors([]);
    setImported(null);
    if (!isCsvFile(file)) {
      notifyError(null, LOAD_MESSAGES.selectFile);
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      notifyError(null, IMPORT_MESSAGES.tooLarge);
      return;
    }
    importLoads.mutate(file, {
      onSuccess: ({ data }) => {
        notifySuccess(LOAD_MESSAGES.imported);
        setImported(typeof data?.imported === 'number' ? data.imported : null);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors && error.errors.length > 0) {
          setRowErrors(error.errors);
          notifyRefusal(error, LOAD_MESSAGES.importFailed);
          return;
        }
        notifyError(error, LOAD_MESSAGES.importFailed);
      },
    });
  };

  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <div>
            <h2 className="h6 fw-semibold mb-1">{t('loads.import.title')}</h2>
            <p id={hintId} className="text-body-secondary small mb-0">
              {t('loads.import.hint')}
            </p>
          </div>
          <BusyButton
            variant="link"
            size="sm"
            className="px-0 text-decoration-none d-inline-flex align-items-center gap-1"
            onClick={() => sample.mutate()}
            busy={sample.isPending}
          >
            {t('loads.import.sample')}
          </BusyButton>
        </div>
        <form onSubmit={submit} noValidate className="d-flex flex-wrap gap-2 align-items-center">
          {/* The browser writes its own file control in its own language ('Choose File'): the
              control stays for the keyboard and assistive technology, and the page shows its own
              button and file name in the user's language. */}
          <div className="import-file-picker">
            <span id={labelId} className="visually-hidden">
              {t('loads.import.file')}
            </span>
            <input
              type="file"
              accept=".csv,text/csv"
              ref={input}
              id={inputId}
              className="visually-hidden import-file-native"
              aria-labelledby={labelId}
              aria-describedby={`${hintId} ${fileNameId}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setRowErrors([]);
                setImported(null);
              }}
            />
            <label htmlFor={inputId} className="btn btn-sm btn-outline-secondary mb-0 import-file-choose">
              {t('loads.import.choose')}
            </label>
            <span id={fileNameId} className="import-file-name text-truncate">
              {file ? file.name : t('loads.import.noFile')}
            </span>
          </div>
          <SubmitButton pending={importLoads.isPending} pendingLabel={t('loads.import.importing')}>
            {t('loads.import.submit')}
          </SubmitButton>
        </form>
        {imported !== null ? (
          <Alert variant="success" className="mt-3 mb-0 py-2 small" role="status">
            {t('loads.import.imported', { count: imported })}
          </Alert>
        ) : null}
        {rowErrors.length > 0 ? (
          <Alert variant="danger" className="mt-3 mb-0 small" role="alert">
            <p className="fw-semibold mb-2">{t('loads.import.errorsTitle')}</p>
            <ul className="mb-0 ps-3 import-errors">
              {rowErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
