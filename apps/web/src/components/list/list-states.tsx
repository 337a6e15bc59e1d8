import './list.css';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InboxIcon } from '../icons.tsx';

/** A list with nothing to show: why, and what to do. */
export function EmptyList({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="list-state">
        <span className="list-state-icon">
          <InboxIcon size={24} />
        </span>
        <p className="fw-semibold mb-1">{title}</p>
        {text ? <p className="text-body-secondary small mb-3">{text}</p> : null}
        {action}
      </Card.Body>
    </Card>
  );
}

/** A list that could not be fetched (the toast said so): a way to try again. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="list-state" role="alert">
        <span className="list-state-icon text-danger">
          <AlertIcon size={24} />
        </span>
        <p className="fw-semibold mb-3">{title}</p>
        <Button variant="outline-primary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Card.Body>
    </Card>
  );
}

export function ListLoading() {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="list-state" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" className="mb-2" />
        <span className="text-body-secondary">{t('common.loading')}</span>
      </Card.Body>
    </Card>
  );
}
