import { GEO_MESSAGES, ZIP_PATTERN } from '@loadboard/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '../../components/form/plain-fields.tsx';
import { useRefusalFocus } from '../../components/form/refusal.ts';
import { LaneMarketChart } from '../../components/market/lane-market.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLaneRate } from '../../lib/market-rates.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { type LookupParams, readLookup, writeLookup } from './lookup-params.ts';
import { LoadTypeSelect, WindowSelect } from './market-filters.tsx';

type ZipField = 'originZip' | 'destinationZip';
const ZIP_FIELDS: ZipField[] = ['originZip', 'destinationZip'];
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/**
 * Look up a lane (Rates): origin and destination ZIPs, an optional type and the window; its range
 * and 12-week chart. ZIPs are asked with Look up (or Enter); the type and window apply at once.
 */
export function LaneLookup() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [params, setParams] = useSearchParams();
  const asked = readLookup(params);
  const [draft, setDraft] = useState({ originZip: asked.originZip, destinationZip: asked.destinationZip });
  const [errors, setErrors] = useState<Partial<Record<ZipField, string>>>({});
  const lookup = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useRefusalFocus(lookup, refusals);
  useEffect(
    () => setDraft({ originZip: asked.originZip, destinationZip: asked.destinationZip }),
    [asked.originZip, asked.destinationZip],
  );

  const complete = ZIP_PATTERN.test(asked.originZip) && ZIP_PATTERN.test(asked.destinationZip);
  const market = useLaneRate(complete ? asked : null);
  const error = market.query.error;

  const apply = (next: LookupParams) => setParams(writeLookup(next), { replace: false });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      ZIP_FIELDS.filter((field) => !ZIP_PATTERN.test(draft[field])).map((field) => [
        field,
        GEO_MESSAGES.zipFormat,
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) apply({ ...asked, ...draft });
    else setRefusals((count) => count + 1);
  };

  return (
    <Card className="border-0 shadow-sm mb-4 rates-lookup">
      <Card.Body>
        <h2 className="h5 mb-3">{t('rates.lookup.title')}</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers */}
        <form
          ref={lookup}
          role="search"
          aria-label={t('rates.lookup.label')}
          className="rates-lookup-form"
          onSubmit={onSubmit}
          noValidate
        >
          {ZIP_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`rates-${field}`}
              label={t(`rates.lookup.${field}`)}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              wrapperClassName="rates-lookup-zip"
              value={draft[field]}
              error={errors[field]}
              onChange={(event) => {
                const value = digits(event.target.value);
                setDraft((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          ))}
          <LoadTypeSelect
            id="rates-lookup-type"
            className="rates-lookup-choice"
            value={asked.loadType}
            onChange={(loadType) => apply({ ...asked, loadType })}
          />
          <WindowSelect
            id="rates-lookup-days"
            className="rates-lookup-choice"
            value={asked.days}
            onChange={(days) => apply({ ...asked, days })}
          />
          <div className="rates-lookup-submit">
            <Button type="submit" variant="primary">
              {t('rates.lookup.submit')}
            </Button>
          </div>
        </form>
        <div className="rates-lookup-result">
          {!complete ? (
            <p className="text-body-secondary mb-0">{t('rates.lookup.hint')}</p>
          ) : error instanceof ApiError && error.status === 422 ? (
            <Alert variant="warning" className="mb-0">
              {text(error.message)}
            </Alert>
          ) : (
            <LaneMarketChart market={market} />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
