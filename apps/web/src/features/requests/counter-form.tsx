import { counterOfferBody } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { fieldsOf } from '../../components/form/fields.tsx';
import { Form } from '../../components/form/form.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useCounterRequest } from './api.ts';
import { REQUEST_MESSAGES } from './decision.ts';

interface CounterFormValues {
  rate: string;
  message: string;
}

/** The parsed (output) type of a contracts schema, without importing zod here. */
type CounterValues = ReturnType<(typeof counterOfferBody)['parse']>;

const resolver = contractResolver<CounterFormValues, CounterValues>(counterOfferBody);

const { Field, TextAreaField } = fieldsOf<CounterFormValues>();

interface CounterFormProps {
  requestId: number;
  /** The requester's company, which the form's title names. */
  name: string;
  onDone: () => void;
}

/**
 * The owner's counter-offer: a rate (required, more than 0) and an optional message →
 * POST /api/requests/:id/counter. The server's field sentences land under their fields.
 */
export function CounterForm({ requestId, name, onDone }: CounterFormProps) {
  const { t } = useTranslation();
  const counter = useCounterRequest();
  const form = useForm<CounterFormValues, unknown, CounterValues>({
    resolver,
    defaultValues: { rate: '', message: '' },
  });
  const titleId = `counter-title-${requestId}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await counter.mutateAsync({ requestId, ...values });
      notifySuccess(answer.message || REQUEST_MESSAGES.countered);
      onDone();
    } catch (error) {
      notifyError(error, t('requests.counterForm.failed'));
      applyServerErrors(form, error);
    }
  });

  return (
    <Form
      form={form}
      idPrefix={`counter-${requestId}`}
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="counter-form"
    >
      <h4 id={titleId} className="h6 fw-semibold mb-3">
        {t('requests.counterForm.title', { name })}
      </h4>
      <Row className="g-3">
        <Field
          name="rate"
          col={{ sm: 4 }}
          label={t('requests.counterForm.rate')}
          type="number"
          min={0.01}
          step={0.01}
          inputMode="decimal"
          autoFocus
        />
        <TextAreaField
          name="message"
          col={{ sm: 8 }}
          label={t('requests.counterForm.message')}
          optional
          rows={2}
        />
      </Row>
      <div className="d-flex justify-content-end gap-2 mt-3">
        <Button variant="outline-secondary" size="sm" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t('requests.counterForm.cancel')}
        </Button>
        <SubmitButton
          size="sm"
          pending={form.formState.isSubmitting}
          pendingLabel={t('requests.counterForm.sending')}
        >
          {t('requests.counterForm.send')}
        </SubmitButton>
      </div>
    </Form>
  );
}
