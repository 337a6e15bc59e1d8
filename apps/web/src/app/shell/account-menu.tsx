import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditIcon, LogoutIcon } from '../../components/icons.tsx';
import { type OpenedMenuProps, useStandInFocus } from '../../components/on-demand-menu.tsx';

export interface AccountMenuProps {
  onLogout: () => void;
}

/**
 * The header's account menu (Edit Profile, Logout). header.tsx shows it, open, in place of its
 * toggle when that is first clicked.
 */
export function AccountMenu({ onLogout, toggle, focus }: AccountMenuProps & OpenedMenuProps) {
  const { t } = useTranslation();
  const toggleRef = useStandInFocus(focus);
  return (
    <Dropdown align="end" defaultShow>
      <Dropdown.Toggle ref={toggleRef} variant="link" {...toggle} />
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
