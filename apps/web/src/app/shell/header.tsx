import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar.tsx';
import { EditIcon, LogoutIcon, MenuIcon, SyncIcon } from '../../components/icons.tsx';
import { useLoadboardSync } from '../../features/loadboard/api.ts';
import { HeaderSearch } from '../../features/loads/search/header-search.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import type { SessionUser } from '../../lib/session.ts';

interface HeaderProps {
  user: SessionUser | null;
  onOpenMenu: () => void;
  onLogout: () => void;
}

function SyncButton() {
  const { t } = useTranslation();
  const sync = useLoadboardSync();
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="header-sync d-inline-flex align-items-center gap-2"
      onClick={() => sync.mutate()}
      disabled={sync.isPending}
      aria-label={sync.isPending ? t('shell.syncing') : t('shell.syncLabel')}
      title={t('shell.syncLabel')}
    >
      {sync.isPending ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <SyncIcon size={16} />}
      <span className="d-none d-lg-inline">{sync.isPending ? t('shell.syncing') : t('shell.sync')}</span>
    </Button>
  );
}

export function Header({ user, onOpenMenu, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  const hasLoadBoards = (user?.loadBoardUrls?.length ?? 0) > 0;
  return (
    <header className="app-header">
      <Button
        variant="link"
        className="header-icon-button d-md-none"
        onClick={onOpenMenu}
        aria-label={t('shell.openMenu')}
      >
        <MenuIcon />
      </Button>

      <HeaderSearch />

      <div className="header-actions">
        {hasLoadBoards ? <SyncButton /> : null}

        <NotificationBell />

        <Dropdown align="end">
          <Dropdown.Toggle
            variant="link"
            className="header-profile-toggle"
            aria-label={t('shell.accountMenu')}
          >
            <Avatar photo={user?.photo} size={32} />
            <span className="header-profile-name d-none d-sm-inline text-truncate">
              {user?.firstName ?? ''}
            </span>
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
      </div>
    </header>
  );
}
