import { REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS, reportBody } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../../components/form/fields.tsx';
import { Options } from '../../../components/form/options.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TitledForm } from '../../../components/form/titled-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReportLoad } from '../api.ts';

interface ReportFormValues {
  reason: string;
  note: string;
}

const { ChoiceField, TextAreaField } = fieldsOf<ReportFormValues>();

/**
 * Report a post (decisions.md, Duplicates and reports): a reason and an optional note →
 * POST /api/loads/:id/report; a toast thanks the member, and `onDone` closes the form.
 */
export function ReportForm({
  loadId,
  onDone,
  onCancel,
}: {
  loadId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportLoad();
  const { form, onSubmit } = useContractForm({
    schema: reportBody,
    defaultValues: { reason: '', note: '' } satisfies ReportFormValues,
    submit: async (values) => {
      await report.mutateAsync({ id: loadId, ...values });
      notifySuccess(REPORT_MESSAGES.reported);
      onDone();
    },
    onFailure: (error) => notifyError(error, REPORT_MESSAGES.reportFailed),
  });

  return (
    <TitledForm
      form={form}
      idPrefix={`report-${loadId}`}
      onSubmit={onSubmit}
      title={t('loads.reports.title')}
      titleId={`report-title-${loadId}`}
      titleClassName="h6 fw-semibold mb-2"
      className="load-report-form mt-4 pt-3 border-top"
    >
      <p className="small text-body-secondary">{t('loads.reports.intro')}</p>
      <Row className="g-3">
        <ChoiceField name="reason" col={{ sm: 5 }} label={t('loads.reports.reason')}>
          <option value="">{t('loads.reports.chooseReason')}</option>
          <Options values={REPORT_REASONS} label={(reason) => t(`loads.reports.reasons.${reason}`)} />
        </ChoiceField>
        <TextAreaField
          name="note"
          col={{ sm: 7 }}
          label={t('loads.reports.note')}
          rows={2}
          maxLength={REPORT_NOTE_MAX}
        />
      </Row>
      <div className="d-flex justify-content-end gap-2 mt-3">
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('loads.reports.cancel')}
        </Button>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('loads.reports.sending')}>
          {t('loads.reports.send')}
        </SubmitButton>
      </div>
    </TitledForm>
  );
}
