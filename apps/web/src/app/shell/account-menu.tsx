import { useEffect, useRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditIcon, LogoutIcon } from '../../components/icons.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { AccountBadge } from './account-badge.tsx';

export interface AccountMenuProps {
  user: SessionUser | null;
  onLogout: () => void;
  /** Takes the focus: the toggle it replaces had it. */
  focus: boolean;
}

/**
 * The header's account menu (Edit Profile, Logout). header.tsx shows it, open, in place of its
 * toggle when that is first clicked.
 */
export function AccountMenu({ user, onLogout, focus }: AccountMenuProps) {
  const { t } = useTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only where the menu replaces its stand-in
  useEffect(() => {
    if (focus) toggle.current?.focus();
  }, []);
  return (
    <Dropdown align="end" defaultShow>
      <Dropdown.Toggle
        ref={toggle}
        variant="link"
        className="header-profile-toggle"
        aria-label={t('shell.accountMenu')}
      >
        <AccountBadge user={user} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm">
        <Dropdown.Item as={Link} to="/user-profile" className="d-flex align-items-center gap-2">
          <EditIcon size={16} />
          {t('shell.editProfile')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={onLogout} className="d-flex align-items-center gap-2">
          <LogoutIcon size={16} />
          {t('shell.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
