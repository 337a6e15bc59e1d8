import { GEO_MESSAGES, LOAD_MESSAGES } from '@loadboard/contracts';
import type { ColProps } from 'react-bootstrap/Col';
import Spinner from 'react-bootstrap/Spinner';
import { type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, type TextPath } from '../../components/form/fields.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { useZipLookup } from '../../lib/zip-lookup.ts';

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** A ZIP input whose hint names the place ('City, ST') once the ZIP is known. */
export function ZipPlaceField<T extends FieldValues>({
  name,
  label,
  col,
}: {
  name: TextPath<T>;
  label: string;
  col: ColProps;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const lookup = useZipLookup(useWatch<T>({ name }), { notify: false });
  return (
    <Field<T>
      name={name}
      col={col}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      normalize={digits}
      fallbackError={lookup.status === 'invalid' ? GEO_MESSAGES.invalidZip : undefined}
      hint={
        <span aria-live="polite" className="settings-place">
          {lookup.status === 'found' ? (
            <span className="fw-medium text-body">{lookup.info.location}</span>
          ) : lookup.status === 'loading' ? (
            <span className="d-inline-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              {t('settings.lookingUp')}
            </span>
          ) : lookup.status === 'failed' ? (
            text(LOAD_MESSAGES.unableToFetchLocation)
          ) : null}
        </span>
      }
    />
  );
}
