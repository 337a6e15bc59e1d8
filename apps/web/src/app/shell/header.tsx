import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/busy-button.tsx';
import { MenuIcon, SyncIcon } from '../../components/icons.tsx';
import { OnDemandMenu } from '../../components/on-demand-menu.tsx';
import { useMemberSync } from '../../features/loadboard/use-member-sync.ts';
import { HeaderSearch } from '../../features/loads/search/header-search.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { AccountBadge } from './account-badge.tsx';

interface HeaderProps {
  user: SessionUser | null;
  onOpenMenu: () => void;
  onLogout: () => void;
}

function SyncButton() {
  const { t } = useTranslation();
  const sync = useMemberSync();
  const busyText =
    sync.percent === null ? t('shell.syncing') : t('shell.syncingPercent', { percent: sync.percent });
  return (
    <BusyButton
      variant="outline-primary"
      size="sm"
      className="header-sync d-inline-flex align-items-center gap-2"
      onClick={sync.startSync}
      busy={sync.running}
      icon={<SyncIcon size={16} />}
      aria-label={sync.running ? busyText : t('shell.syncLabel')}
      title={t('shell.syncLabel')}
    >
      <span className="d-none d-lg-inline">{sync.running ? busyText : t('shell.sync')}</span>
    </BusyButton>
  );
}

const loadAccountMenu = () => import('./account-menu.tsx').then((module) => module.AccountMenu);

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

        <OnDemandMenu
          load={loadAccountMenu}
          props={{ onLogout }}
          toggle={{ className: 'header-profile-toggle', children: <AccountBadge user={user} /> }}
        />
      </div>
    </header>
  );
}
