import { counterOfferBody } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import { MONEY_INPUT } from '../../components/form/money-input.ts';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TitledForm } from '../../components/form/titled-form.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useCounterRequest } from './api.ts';
import { REQUEST_MESSAGES } from './decision.ts';

interface CounterFormValues {
  rate: string;
  message: string;
}

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
  const { form, onSubmit } = useContractForm({
    schema: counterOfferBody,
    defaultValues: { rate: '', message: '' } satisfies CounterFormValues,
    submit: async (values) => {
      const answer = await counter.mutateAsync({ requestId, ...values });
      notifySuccess(answer.message || REQUEST_MESSAGES.countered);
      onDone();
    },
    onFailure: (error) => notifyError(error, t('requests.counterForm.failed')),
  });

  return (
    <TitledForm
      form={form}
      idPrefix={`counter-${requestId}`}
      onSubmit={onSubmit}
      title={t('requests.counterForm.title', { name })}
      titleId={`counter-title-${requestId}`}
      titleAs="h4"
      className="counter-form"
    >
      <Row className="g-3">
        <Field
          name="rate"
          col={{ sm: 4 }}
          label={t('requests.counterForm.rate')}
          {...MONEY_INPUT}
          min={0.01}
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
    </TitledForm>
  );
}
