import { LOAD_MESSAGES, type LoadView, loadRequestBody } from '@loadboard/contracts';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../../components/form/fields.tsx';
import { MONEY_INPUT } from '../../../components/form/money-input.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TitledForm } from '../../../components/form/titled-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useMessageText } from '../../../lib/message-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRequestLoad } from '../api.ts';
import { notifySaveFailure } from '../post/save-failure.ts';
import { RequestMarketRate } from './request-market-rate.tsx';

interface RequestFormValues {
  proposedRate: string;
  message: string;
}

const { Field, TextAreaField } = fieldsOf<RequestFormValues>();

/**
 * What a post's request starts from: its rate (a truck's minimum rate) and the default message, in
 * the user's language (`defaultMessage`).
 */
export function requestDefaults(
  load: Pick<LoadView, 'rate' | 'minimumRate'>,
  defaultMessage: string,
): RequestFormValues {
  const rate = load.rate ?? load.minimumRate;
  return {
    proposedRate: rate === null || rate === undefined ? '' : String(rate),
    message: defaultMessage,
  };
}

/**
 * Submit Request (spec 2): proposed rate and message, both required → POST /api/loads/:id/request;
 * the lane's market beside the proposed rate.
 */
export function RequestForm({ load, onDone }: { load: LoadView; onDone?: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const defaultMessage = text(LOAD_MESSAGES.defaultRequestMessage);
  const request = useRequestLoad();
  const { form, onSubmit } = useContractForm({
    schema: loadRequestBody,
    defaultValues: requestDefaults(load, defaultMessage),
    submit: async (values) => {
      // The default message left as it is travels as the contract's sentence, which the post's
      // owner then reads in their own language.
      const message =
        values.message === defaultMessage ? LOAD_MESSAGES.defaultRequestMessage : values.message;
      await request.mutateAsync({ id: load.id, ...values, message });
      notifySuccess(LOAD_MESSAGES.requested);
      onDone?.();
    },
    onFailure: (error) => notifySaveFailure(error, LOAD_MESSAGES.requestFailed),
  });
  const proposedRate = useWatch({ control: form.control, name: 'proposedRate' });

  return (
    <TitledForm
      form={form}
      idPrefix={`request-${load.id}`}
      onSubmit={onSubmit}
      title={t('loads.request.title')}
      titleId={`request-title-${load.id}`}
      className="load-request-form"
    >
      <Row className="g-3">
        <Field name="proposedRate" col={{ sm: 4 }} label={t('loads.request.proposedRate')} {...MONEY_INPUT} />
        <TextAreaField name="message" col={{ sm: 8 }} label={t('loads.request.message')} rows={2} />
      </Row>
      <RequestMarketRate
        load={load}
        proposedRate={proposedRate}
        onUseMedian={(rate) =>
          form.setValue('proposedRate', String(rate), { shouldDirty: true, shouldValidate: true })
        }
      />
      <div className="d-flex justify-content-end mt-3">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('loads.request.submitting')}>
          {t('loads.request.submit')}
        </SubmitButton>
      </div>
    </TitledForm>
  );
}
