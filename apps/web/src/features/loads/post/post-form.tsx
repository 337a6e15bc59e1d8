import { LOAD_MESSAGES, type LoadType } from '@loadboard/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../../components/form/fields.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useMessageText } from '../../../lib/message-text.ts';
import { isCompleteZip, useZipLookup, type ZipLookupState } from '../../../lib/zip-lookup.ts';
import {
  EMPTY_TRUCK_VALUES,
  type PostBody,
  type PostFormContext,
  postResolver,
  type TruckFormValues,
  type ZipField,
} from './post-form-values.ts';

/** Both forms hold the truck form's values; the freight schema simply ignores the truck fields. */
export type PostFormValues = TruckFormValues;
export type PostForm = UseFormReturn<PostFormValues, PostFormContext, PostBody>;

/** The form kit's fields, their names checked against the post form's values. */
export const postFields = fieldsOf<PostFormValues>();
const { Field } = postFields;

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
function usePostForm(type: LoadType, initialValues: Partial<PostFormValues> | undefined) {
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

type PostFormState = ReturnType<typeof usePostForm>;

/** The submit handler: sends, and on a refusal lists the server's sentences and puts each under its field. */
function usePostSubmit(state: PostFormState, onSubmit: PostFormProps['onSubmit']) {
  const { form, setServerErrors } = state;
  return form.handleSubmit(async (body) => {
    setServerErrors([]);
    try {
      await onSubmit(body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === null) return;
      if (error.status === 422 || error.status === 409) {
        setServerErrors(
          error.errors?.length ? error.errors : error.serverMessage ? [error.serverMessage] : [],
        );
      }
      applyServerErrors(form, error);
    }
  });
}

interface ZipLocationProps {
  lookup: ZipLookupState;
  zipField: ZipField;
  zipLabel: string;
  locationLabel: string;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** A ZIP input and the read-only 'City, ST' it looks up on the fifth digit. */
function ZipLocationFields({ lookup, zipField, zipLabel, locationLabel }: ZipLocationProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <>
      <Field
        name={zipField}
        col={{ xs: 5, sm: 4, lg: 3 }}
        label={zipLabel}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        fallbackError={lookup.status === 'invalid' ? LOAD_MESSAGES.invalidZip : undefined}
        // Digits only: the lookup runs on the fifth.
        normalize={digits}
      />
      <Field
        name={LOCATION_OF[zipField]}
        col={{ xs: 7, sm: 8, lg: 9 }}
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
            <span className="text-warning-emphasis">{text(LOAD_MESSAGES.unableToFetchLocation)}</span>
          ) : undefined
        }
        aria-live="polite"
      />
    </>
  );
}

/** Where and when, the same on every form: both ZIPs with their looked-up locations, and the dates. */
function RouteSection({ lookups }: { lookups: PostFormState['lookups'] }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('loads.form.sections.route')}>
      <ZipLocationFields
        lookup={lookups.pickupZip}
        zipField="pickupZip"
        zipLabel={t('loads.form.pickupZip')}
        locationLabel={t('loads.form.pickupLocation')}
      />
      <ZipLocationFields
        lookup={lookups.deliveryZip}
        zipField="deliveryZip"
        zipLabel={t('loads.form.deliveryZip')}
        locationLabel={t('loads.form.deliveryLocation')}
      />
      {(['pickupDate', 'deliveryDate'] as const).map((name) => (
        <Field key={name} name={name} col={{ sm: 6 }} type="date" label={t(`loads.form.${name}`)} />
      ))}
    </FormSection>
  );
}

/** The sentences the server refused the post with. */
function ServerErrors({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (errors.length === 0) return null;
  return (
    <Alert variant="danger" className="mb-4" role="alert">
      <p className="fw-semibold mb-2">{t('loads.form.serverErrors')}</p>
      <ul className="mb-0 ps-3">
        {errors.map((error) => (
          <li key={error}>{text(error)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** The buttons under a post form. */
function PostFormActions({
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

/**
 * A post form of `type`: the route section every type starts with, then `children` (the type's own
 * sections), the server's sentences and the buttons.
 */
export function PostFormFrame({
  type,
  initialValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  onCancel,
  idPrefix,
  children,
}: PostFormProps & { type: LoadType; children: ReactNode }) {
  const { t } = useTranslation();
  const state = usePostForm(type, initialValues);
  const { form, serverErrors } = state;
  const submit = usePostSubmit(state, onSubmit);
  return (
    <Form form={form} idPrefix={idPrefix} onSubmit={submit} aria-label={t(`loads.typeNames.${type}`)}>
      <RouteSection lookups={state.lookups} />
      {children}
      <ServerErrors errors={serverErrors} />
      <PostFormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onCancel={onCancel}
      />
    </Form>
  );
}
