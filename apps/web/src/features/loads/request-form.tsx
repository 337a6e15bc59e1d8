import { zodResolver } from '@hookform/resolvers/zod';
import { LOAD_MESSAGES, type LoadView, loadRequestBody } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useRequestLoad } from './api.ts';
import { TextAreaField } from './post-form.tsx';
import { notifySaveFailure } from './save-failure.ts';

interface RequestFormValues {
  proposedRate: string;
  message: string;
}

interface RequestValues {
  proposedRate: number;
  message: string;
}

const resolver = zodResolver(loadRequestBody) as unknown as Resolver<
  RequestFormValues,
  unknown,
  RequestValues
>;

/** What a post's request starts from: its rate (a truck's minimum rate) and the default message. */
export function requestDefaults(load: Pick<LoadView, 'rate' | 'minimumRate'>): RequestFormValues {
  const rate = load.rate ?? load.minimumRate;
  return {
    proposedRate: rate === null || rate === undefined ? '' : String(rate),
    message: LOAD_MESSAGES.defaultRequestMessage,
  };
}

/** Submit Request (spec 2): proposed rate and message, both required → POST /api/loads/:id/request. */
export function RequestForm({ load, onDone }: { load: LoadView; onDone?: () => void }) {
  const { t } = useTranslation();
  const request = useRequestLoad();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues, unknown, RequestValues>({ resolver, defaultValues: requestDefaults(load) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ id: load.id, ...values });
      notifySuccess(LOAD_MESSAGES.requested);
      onDone?.();
    } catch (error) {
      notifySaveFailure(error, LOAD_MESSAGES.requestFailed);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`request-title-${load.id}`}
      className="load-request-form"
    >
      <h3 id={`request-title-${load.id}`} className="h6 fw-semibold mb-3">
        {t('loads.request.title')}
      </h3>
      <Row className="g-3">
        <Col sm={4}>
          <TextField
            id={`request-rate-${load.id}`}
            wrapperClassName=""
            label={t('loads.request.proposedRate')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            error={errors.proposedRate?.message}
            {...register('proposedRate')}
          />
        </Col>
        <Col sm={8}>
          <TextAreaField
            id={`request-message-${load.id}`}
            label={t('loads.request.message')}
            rows={2}
            error={errors.message?.message}
            {...register('message')}
          />
        </Col>
      </Row>
      <div className="d-flex justify-content-end mt-3">
        <SubmitButton pending={isSubmitting} pendingLabel={t('loads.request.submitting')}>
          {t('loads.request.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
