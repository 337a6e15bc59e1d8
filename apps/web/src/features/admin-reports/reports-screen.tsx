import { REPORT_MESSAGES, type ReportGroup, type ReviewAction } from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { keepTabInside } from '../../components/keep-tab-inside.ts';
import { FetchedList } from '../../components/list/fetched-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useReportQueue, useReviewReports } from './api.ts';
import { REPORTS_TABLE_MIN_WIDTH, useReportColumns } from './report-columns.tsx';

interface Review {
  group: ReportGroup;
  action: ReviewAction;
}

/**
 * The admin's reports queue (/admin/reports): every post with open reports, off the board or not
 * yet, with its reports, the reposts it may be and its poster; each review asks to be confirmed.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const query = useReportQueue();
  const review = useReviewReports();
  const [asked, setAsked] = useState<Review | null>(null);
  const pendingId = review.isPending ? (review.variables?.loadId ?? null) : null;
  const columns = useReportColumns((group, action) => setAsked({ group, action }), pendingId);

  const confirm = async () => {
    if (!asked) return;
    const { group, action } = asked;
    setAsked(null);
    try {
      await review.mutateAsync({ loadId: group.post.id, action });
      notifySuccess(REPORT_MESSAGES.reviewed);
    } catch (error) {
      notifyError(error, REPORT_MESSAGES.reviewFailed);
    }
  };

  return (
    <section>
      <PageHeader title={t('adminReports.title')} description={t('adminReports.subtitle')} />
      <FetchedList
        query={query}
        rows={(answer) => answer.groups}
        errorTitle={text(REPORT_MESSAGES.fetchFailed)}
        empty={{ title: t('adminReports.empty') }}
        columns={columns}
        rowKey={(group) => group.post.id}
        rowAttributes={(group) => ({ 'data-load-id': group.post.id })}
        minWidth={REPORTS_TABLE_MIN_WIDTH}
        className="admin-report-list"
      />
      <Modal
        show={asked !== null}
        onHide={() => setAsked(null)}
        centered
        aria-labelledby="review-title"
        onKeyDown={keepTabInside}
      >
        <Modal.Header closeButton>
          <Modal.Title id="review-title" as="h2" className="h5">
            {asked ? t(`adminReports.actions.${asked.action}`) : null}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {asked ? (
            <>
              <p className="fw-medium mb-1">
                {asked.group.post.originLocation} → {asked.group.post.destinationLocation}
              </p>
              <p className="mb-0">{t(`adminReports.confirm.${asked.action}`)}</p>
            </>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setAsked(null)}>
            {t('adminReports.confirm.no')}
          </Button>
          <Button variant={asked?.action === 'dismiss' ? 'success' : 'danger'} onClick={() => void confirm()}>
            {t('adminReports.confirm.yes')}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
