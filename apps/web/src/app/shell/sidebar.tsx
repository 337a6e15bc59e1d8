import { USER_TYPE_LABELS, type UserType } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { EditIcon, LogoutIcon } from '../../components/icons.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { adminEntriesFor, mainEntriesFor, type NavEntry } from './nav-entries.ts';

interface SidebarNavProps {
  user: SessionUser | null;
  onLogout: () => void;
  /** Called after an entry is chosen (closes the mobile menu). */
  onNavigate?: () => void;
}

/** The user type as people read it ('RFP Carrier'), in the current language. */
export function useUserTypeLabel(): (type: string | undefined) => string {
  const { t } = useTranslation();
  return (type) => {
    if (!type) return '';
    if (type in USER_TYPE_LABELS) return t(`userTypes.${type as UserType}`);
    return type;
  };
}

function NavItem({ entry, onNavigate }: { entry: NavEntry; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = entry.icon;
  const current = pathname.replace(/\/+$/, '') || '/';
  const isActive =
    current === entry.to ||
    current.startsWith(`${entry.to}/`) ||
    (entry.alsoActiveOn?.includes(current) ?? false);
  return (
    <li>
      <Link
        to={entry.to}
        onClick={onNavigate}
        className={`sidebar-link${isActive ? ' active' : ''}`}
        aria-current={isActive ? 'page' : undefined}
      >
        <Icon size={18} />
        <span>{t(`nav.${entry.key}`)}</span>
      </Link>
    </li>
  );
}

/** The sidebar's content: who is signed in, the entries for their role, and Logout. */
export function SidebarNav({ user, onLogout, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const typeLabel = useUserTypeLabel();
  const main = mainEntriesFor(user?.userType);
  const admin = adminEntriesFor(user?.userType);
  return (
    <div className="sidebar-inner">
      <Link to="/dashboard" className="sidebar-brand" onClick={onNavigate}>
        <BrandMark size={30} />
        <span>{t('common.appName')}</span>
      </Link>

      <div className="sidebar-user">
        <Avatar photo={user?.photo} size={56} label={t('shell.profilePhoto')} className="sidebar-avatar" />
        <div className="sidebar-user-text">
          <div className="sidebar-user-name text-truncate">{user?.firstName ?? ''}</div>
          <div className="sidebar-user-type">{typeLabel(user?.userType)}</div>
        </div>
        <Link
          to="/user-profile"
          className="sidebar-user-edit"
          onClick={onNavigate}
          aria-label={t('shell.editProfileLink')}
          title={t('shell.editProfileLink')}
        >
          <EditIcon size={16} />
        </Link>
      </div>

      <nav aria-label={t('shell.mainNavigation')} className="sidebar-nav">
        <ul className="list-unstyled mb-0">
          {main.map((entry) => (
            <NavItem key={entry.key} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
        {admin.length > 0 ? (
          <>
            <div className="sidebar-section-title">{t('nav.administration')}</div>
            <ul className="list-unstyled mb-0">
              {admin.map((entry) => (
                <NavItem key={entry.key} entry={entry} onNavigate={onNavigate} />
              ))}
            </ul>
          </>
        ) : null}
      </nav>

      <div className="sidebar-footer">
        <button type="button" className="sidebar-link sidebar-logout" onClick={onLogout}>
          <LogoutIcon size={18} />
          <span>{t('shell.logout')}</span>
        </button>
      </div>
    </div>
  );
}
