import { LOAD_MESSAGES, type LoadType } from '@loadboard/contracts';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { isCompleteZip, useZipLookup, type ZipLookupState } from '../geo/zip-lookup.ts';
import {
  EMPTY_TRUCK_VALUES,
  fieldForServerMessage,
  type PostBody,
  type PostFormContext,
  postResolver,
  type TruckFormValues,
  type ZipField,
} from './post-form-values.ts';

/** Both forms hold the truck form's values; the freight schema simply ignores the truck fields. */
export type PostFormValues = TruckFormValues;
export type PostForm = UseFormReturn<PostFormValues, PostFormContext, PostBody>;

export interface PostFormProps {
  /** The values to start from (edit); empty for a new post. */
  initialValues?: Partial<PostFormValues> | undefined;
  /** Sends the body; a rejection with the server's sentences shows them in the form. */
  onSubmit: (body: PostBody) => Promise<unknown>;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: (() => void) | undefined;
  /** Distinguishes the ids of two forms on one page (create, edit modal). */
  idPrefix: string;
}

const LOCATION_OF: Record<ZipField, 'pickupLocation' | 'deliveryLocation'> = {
  pickupZip: 'pickupLocation',
  deliveryZip: 'deliveryLocation',
};

/** The form state of a post of `type`, with the two ZIP lookups filling the locations. */
export function usePostForm(type: LoadType, initialValues: Partial<PostFormValues> | undefined) {
  const [invalidZips, setInvalidZips] = useState<ZipField[]>([]);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const resolver = useMemo(() => postResolver<PostFormValues>(type), [type]);
  const form = useForm<PostFormValues, PostFormContext, PostBody>({
    resolver,
    context: { invalidZips },
    defaultValues: {
      ...EMPTY_TRUCK_VALUES,
      ...initialValues,
    },
  });
  const { control, setValue } = form;
  // The ZIP fields render inside a child component; registering them here first keeps the form's
  // order (the first invalid field gets the focus).
  for (const name of ['pickupZip', 'pickupLocation', 'deliveryZip', 'deliveryLocation'] as const) {
    form.register(name);
  }
  const pickupZip = useWatch({ control, name: 'pickupZip' });
  const deliveryZip = useWatch({ control, name: 'deliveryZip' });

  const apply = useCallback(
    (field: ZipField, state: ZipLookupState) => {
      setInvalidZips((current) => {
        const invalid = state.status === 'invalid';
        if (current.includes(field) === invalid) return current;
        return invalid ? [...current, field] : current.filter((entry) => entry !== field);
      });
      setValue(LOCATION_OF[field], state.status === 'found' ? state.info.location : '');
    },
    [setValue],
  );

  const pickupLookup = useZipLookup(pickupZip, { onResult: (state) => apply('pickupZip', state) });
  const deliveryLookup = useZipLookup(deliveryZip, { onResult: (state) => apply('deliveryZip', state) });

  // A ZIP shorter than five digits has no location (and no lookup verdict).
  useEffect(() => {
    if (!isCompleteZip(pickupZip)) apply('pickupZip', { status: 'idle' });
  }, [pickupZip, apply]);
  useEffect(() => {
    if (!isCompleteZip(deliveryZip)) apply('deliveryZip', { status: 'idle' });
  }, [deliveryZip, apply]);

  return {
    form,
    lookups: { pickupZip: pickupLookup, deliveryZip: deliveryLookup } as Record<ZipField, ZipLookupState>,
    serverErrors,
    setServerErrors,
  };
}

export type PostFormState = ReturnType<typeof usePostForm>;

/** The submit handler: sends, and on a refusal shows each server sentence (and under its field). */
export function usePostSubmit(state: PostFormState, onSubmit: PostFormProps['onSubmit']) {
  const { form, setServerErrors } = state;
  return form.handleSubmit(async (body) => {
    setServerErrors([]);
    try {
      await onSubmit(body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === null) return;
      const sentences = error.errors?.length
        ? error.errors
        : error.serverMessage
          ? [error.serverMessage]
          : [];
      if (error.status === 422 || error.status === 409) setServerErrors(sentences);
      const values = form.getValues();
      let focus = true;
      for (const sentence of sentences) {
        const field = fieldForServerMessage(sentence, values);
        if (!field) continue;
        form.setError(
          field as keyof PostFormValues,
          { type: 'server', message: sentence },
          { shouldFocus: focus },
        );
        focus = false;
      }
    }
  });
}

type PostFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'id' | 'name' | 'error' | 'wrapperClassName' | 'form'
> & {
  form: PostForm;
  name: Parameters<PostForm['register']>[0];
  idPrefix: string;
  /** The grid column it takes (default: half the row from small screens up). */
  col?: ColProps;
};

/** One input of a post form in its grid column, with the field's id, registration and error. */
export function PostField({ form, name, idPrefix, col = { sm: 6 }, ...input }: PostFieldProps) {
  return (
    <Col {...col}>
      <TextField
        id={`${idPrefix}-${name.replace('.', '-')}`}
        wrapperClassName=""
        error={fieldError(form, name)}
        {...input}
        {...form.register(name)}
      />
    </Col>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{title}</legend>
      <Row className="g-3">{children}</Row>
    </fieldset>
  );
}

/** The error shown under a field: the form's (or server's) message. */
export function fieldError(form: PostForm, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

interface ZipLocationProps {
  state: PostFormState;
  zipField: ZipField;
  zipLabel: string;
  locationLabel: string;
  idPrefix: string;
}

/** A ZIP input and the read-only 'City, ST' it looks up on the fifth digit. */
function ZipLocationFields({ state, zipField, zipLabel, locationLabel, idPrefix }: ZipLocationProps) {
  const { t } = useTranslation();
  const { form, lookups } = state;
  const lookup = lookups[zipField];
  const locationField = LOCATION_OF[zipField];
  const error =
    fieldError(form, zipField) ?? (lookup.status === 'invalid' ? LOAD_MESSAGES.invalidZip : undefined);
  const registered = form.register(zipField);
  return (
    <>
      <Col xs={5} sm={4} lg={3}>
        <TextField
          id={`${idPrefix}-${zipField}`}
          wrapperClassName=""
          label={zipLabel}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={error}
          {...registered}
          onChange={(event) => {
            // Digits only: the lookup runs on the fifth.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 5);
            return registered.onChange(event);
          }}
        />
      </Col>
      <Col xs={7} sm={8} lg={9}>
        <TextField
          id={`${idPrefix}-${locationField}`}
          wrapperClassName=""
          label={locationLabel}
          readOnly
          tabIndex={-1}
          className="bg-body-tertiary"
          placeholder={t('loads.form.locationPlaceholder')}
          hint={
            lookup.status === 'loading' ? (
              <span className="d-inline-flex align-items-center gap-2">
                <Spinner animation="border" size="sm" aria-hidden="true" />
                {t('loads.form.lookingUp')}
              </span>
            ) : lookup.status === 'failed' ? (
              <span className="text-warning-emphasis">{LOAD_MESSAGES.unableToFetchLocation}</span>
            ) : undefined
          }
          aria-live="polite"
          {...form.register(locationField)}
        />
      </Col>
    </>
  );
}

/** Where and when, the same on every form: both ZIPs with their looked-up locations, and the dates. */
export function RouteSection({ state, idPrefix }: { state: PostFormState; idPrefix: string }) {
  const { t } = useTranslation();
  const { form } = state;
  return (
    <FormSection title={t('loads.form.sections.route')}>
      <ZipLocationFields
        state={state}
        zipField="pickupZip"
        zipLabel={t('loads.form.pickupZip')}
        locationLabel={t('loads.form.pickupLocation')}
        idPrefix={idPrefix}
      />
      <ZipLocationFields
        state={state}
        zipField="deliveryZip"
        zipLabel={t('loads.form.deliveryZip')}
        locationLabel={t('loads.form.deliveryLocation')}
        idPrefix={idPrefix}
      />
      {(['pickupDate', 'deliveryDate'] as const).map((name) => (
        <PostField
          key={name}
          form={form}
          idPrefix={idPrefix}
          name={name}
          type="date"
          label={t(`loads.form.${name}`)}
        />
      ))}
    </FormSection>
  );
}

/** The sentences the server refused the post with. */
export function ServerErrors({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert variant="danger" className="mb-4" role="alert">
      <p className="fw-semibold mb-2">{t('loads.form.serverErrors')}</p>
      <ul className="mb-0 ps-3">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** The buttons under a post form. */
export function PostFormActions({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap justify-content-end gap-2 pt-2">
      {onCancel ? (
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {t('loads.form.cancel')}
        </Button>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

/** Money inputs: dollars with cents. */
export const MONEY_INPUT = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode;
  error?: string | undefined;
  optional?: boolean;
};

/** A labelled text area with its message (the shared fields have no text area yet). */
export function TextAreaField({
  label,
  error,
  optional,
  id,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="form-label">
        {label}
        {optional ? (
          <span className="text-body-secondary fw-normal small"> ({t('common.optional')})</span>
        ) : null}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        className={['form-control', error ? 'is-invalid' : null, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
