import { type ComponentType, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/busy-button.tsx';
import { MenuIcon, SyncIcon } from '../../components/icons.tsx';
import { useMemberSync } from '../../features/loadboard/use-member-sync.ts';
import { HeaderSearch } from '../../features/loads/search/header-search.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { AccountBadge } from './account-badge.tsx';
import type { AccountMenuProps } from './account-menu.tsx';

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

const loadAccountMenu = () => import('./account-menu.tsx');

/**
 * The account menu's toggle, drawn as react-bootstrap draws it. The menu's code (its Dropdown, and
 * Popper) downloads when the pointer or the focus comes to it, and takes its place, open, when it is
 * clicked: most pages never open it.
 */
function AccountMenuSlot({ user, onLogout }: Omit<AccountMenuProps, 'focus'>) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<{ Menu: ComponentType<AccountMenuProps>; focus: boolean } | null>(null);
  const stand = useRef<HTMLButtonElement>(null);
  const preload = () => {
    // Offline: the click tries again.
    loadAccountMenu().catch(() => undefined);
  };
  const open = () => {
    const focus = document.activeElement === stand.current;
    loadAccountMenu().then(
      (module) => setMenu({ Menu: module.AccountMenu, focus }),
      () => undefined,
    );
  };
  if (menu) return <menu.Menu user={user} onLogout={onLogout} focus={menu.focus} />;
  return (
    <div className="dropdown">
      <button
        ref={stand}
        type="button"
        aria-expanded="false"
        aria-label={t('shell.accountMenu')}
        className="header-profile-toggle dropdown-toggle btn btn-link"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <AccountBadge user={user} />
      </button>
    </div>
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

        <AccountMenuSlot user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
