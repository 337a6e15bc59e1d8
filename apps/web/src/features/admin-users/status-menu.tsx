import { type AdminUserRow, SETTABLE_USER_STATUSES, type SettableUserStatus } from '@loadboard/contracts';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { fullName } from './logic.ts';

export interface StatusMenuProps {
  user: AdminUserRow;
  /** The signed-in admin: they may not deactivate or suspend themselves (the server refuses it too). */
  isSelf: boolean;
  busy: boolean;
  onChange: (user: AdminUserRow, status: SettableUserStatus) => void;
}

/** The Status dropdown (spec 2): Activate, Deactivate, Suspend; the status the user has is greyed. */
export function StatusMenu({ user, isSelf, busy, onChange }: StatusMenuProps) {
  const { t } = useTranslation();
  return (
    <Dropdown className="d-inline-block">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        disabled={busy}
        aria-label={t('adminUsers.statusMenuLabel', { name: fullName(user) })}
      >
        {t('adminUsers.statusMenu')}
      </Dropdown.Toggle>
      {/* Fixed, so the menu is not cut off by the table's scrolling box. */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        {SETTABLE_USER_STATUSES.map((status) => {
          const lockout = isSelf && status !== 'active';
          return (
            <Dropdown.Item
              key={status}
              as="button"
              type="button"
              disabled={status === user.status || lockout}
              title={lockout ? t('adminUsers.ownAccount') : undefined}
              onClick={() => onChange(user, status)}
            >
              {t(`adminUsers.actions.${status}`)}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
