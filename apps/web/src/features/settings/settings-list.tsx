import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../components/icons.tsx';
import { useMessageText } from '../../lib/message-text.ts';

/** The entries of one section (URLs, areas, lanes), or the sentence saying there are none. */
export function SettingsList({
  label,
  empty,
  children,
}: {
  label: string;
  empty: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return <p className="text-body-secondary small settings-empty">{empty}</p>;
  return (
    <ul className="list-unstyled settings-list" aria-label={label}>
      {children}
    </ul>
  );
}

interface SettingsItemProps {
  title: ReactNode;
  detail?: ReactNode;
  /** Added since the last Save All: shown as not saved yet. */
  pending?: boolean;
  /** The server's refusal of this entry (a 422 of Save All), each field's as it sent it, if any. */
  errors?: (string | undefined)[];
  removeLabel: string;
  /** This entry's removal is being saved. */
  removing: boolean;
  /** Another removal is being saved: one at a time, so each starts from the saved list. */
  disabled?: boolean;
  onRemove: () => void;
}

/** One entry: what it is, whether it is saved, what the server said of it, and its Remove button. */
export function SettingsItem({
  title,
  detail,
  pending,
  errors = [],
  removeLabel,
  removing,
  disabled = false,
  onRemove,
}: SettingsItemProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const messages = errors.filter((error): error is string => Boolean(error)).map(text);
  return (
    <li className={`settings-item${messages.length > 0 ? ' settings-item-invalid' : ''}`}>
      <div className="settings-item-main">
        <div className="settings-item-title">
          {title}
          {pending ? (
            <Badge bg="warning-subtle" text="warning-emphasis" className="ms-2 align-middle">
              {t('settings.notSaved')}
            </Badge>
          ) : null}
        </div>
        {detail ? <div className="small text-body-secondary">{detail}</div> : null}
        {messages.map((error) => (
          <div key={error} className="invalid-feedback d-block">
            {error}
          </div>
        ))}
      </div>
      <Button
        variant="outline-danger"
        size="sm"
        className="d-inline-flex align-items-center gap-1 flex-shrink-0"
        onClick={onRemove}
        disabled={removing || disabled}
        aria-label={removeLabel}
      >
        {removing ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <TrashIcon size={14} />}
        <span className="d-none d-sm-inline">{t('settings.remove')}</span>
      </Button>
    </li>
  );
}
